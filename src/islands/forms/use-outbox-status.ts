import { useEffect, useState } from 'react';
import { outboxFor, type SiteApi } from '../../forms/browser/platform.ts';
import type { OutboxStatus } from '../../forms/outbox/outbox-types.ts';

/** The outbox of this dealer, woken on mount (sends what earlier pages left), and its live status. */
export function useOutboxStatus(site: SiteApi): { status: OutboxStatus; waiting: string[] } {
  const [state, setState] = useState<{ status: OutboxStatus; waiting: string[] }>({ status: 'idle', waiting: [] });
  const { websiteId, apiBaseUrl } = site;
  useEffect(() => {
    if (!apiBaseUrl) return;
    const outbox = outboxFor({ websiteId, apiBaseUrl });
    const read = () =>
      setState({
        status: outbox.status(),
        waiting: outbox
          .entries()
          .filter((entry) => entry.state === 'pending')
          .map((entry) => entry.label),
      });
    const unsubscribe = outbox.subscribe(read);
    read();
    void outbox.flush().then(read);
    return unsubscribe;
  }, [websiteId, apiBaseUrl]);
  return state;
}
