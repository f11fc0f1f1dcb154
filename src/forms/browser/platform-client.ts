import { createPlatformClient, type PlatformClient } from '../../../integrations/platform-api/client/index.ts';

/**
 * The page's one platform API client per dealer and API origin, shared by every island and script on
 * the page (forms, the outbox, the vehicle page's live parts). Its own small module so the vehicle
 * page's lazily loaded parts get the client without the outbox.
 */

const clients = new Map<string, PlatformClient>();

export function platformClientFor(site: { websiteId: number; apiBaseUrl: string }): PlatformClient {
  const id = `${site.websiteId}@${site.apiBaseUrl}`;
  let client = clients.get(id);
  if (!client) {
    client = createPlatformClient({
      baseUrl: site.apiBaseUrl,
      websiteId: site.websiteId,
      // The session travels as the API's HttpOnly cookie (credentials: 'include'), never through script.
      // Shorter than the outbox lease, so an abandoned attempt's lease ends after it would have.
      timeoutMs: 10_000,
    });
    clients.set(id, client);
  }
  return client;
}
