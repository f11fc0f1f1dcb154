import { newIdempotencyKey } from '../../../integrations/platform-api/client/index.ts';
import { clientTransport } from '../outbox/client-transport.ts';
import { createKeyValueOutboxStorage } from '../outbox/local-storage.ts';
import { createOutbox, type Outbox } from '../outbox/outbox.ts';
import { platformClientFor } from './platform-client.ts';

export { platformClientFor };

/**
 * One platform client and one outbox per page and dealer, shared by every island on the page.
 * The outbox is woken whenever delivery may have become possible: at start, when the browser comes
 * back online, when the tab is shown again, and when another tab changes the outbox.
 */

export interface SiteApi {
  websiteId: number;
  /** null: the dealer has no platform API; API-backed parts are hidden. */
  apiBaseUrl: string | null;
}

const outboxes = new Map<string, Outbox>();

export function outboxFor(site: SiteApi & { apiBaseUrl: string }): Outbox {
  const id = `${site.websiteId}@${site.apiBaseUrl}`;
  const existing = outboxes.get(id);
  if (existing) return existing;
  const created = createOutbox({
    storage: createKeyValueOutboxStorage(localStorage, site.websiteId),
    transport: clientTransport(platformClientFor(site)),
    newKey: newIdempotencyKey,
    leaseMs: 12_000,
  });
  outboxes.set(id, created);
  const wake = () => void created.flush();
  window.addEventListener('online', wake);
  window.addEventListener('pageshow', wake);
  window.addEventListener('pagehide', () => created.releaseLeases());
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith('forecourt:outbox:')) wake();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });
  wake();
  return created;
}
