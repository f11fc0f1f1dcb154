import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * A debounced callback (spec 01 §5: search text 300 ms, sliders 400 ms). `flush` runs a pending call now
 * (Enter in the search box); a pending call is dropped when the component goes away.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  // The newest callback, set after render (a ref is not written during render) and before any event.
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const pending = useRef<A | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  }, []);

  const call = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  return useMemo(() => ({ call, flush, cancel }), [call, flush, cancel]);
}
