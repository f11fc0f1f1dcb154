import { useEffect, useState } from 'react';

/**
 * The shopper's current time, refreshed every `refreshMs`. It is null on the server and in the
 * first browser render, so hydration matches the static HTML (the build's clock is not "now").
 */
export function useNow(refreshMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return now;
}
