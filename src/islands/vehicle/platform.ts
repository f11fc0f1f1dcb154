import { createPlatformClient, type PlatformClient } from '../../../integrations/platform-api/client/index.ts';
import type { PlatformSettings } from '../../site/vehicle/live.ts';

const clients = new Map<string, PlatformClient>();

/** One platform API client per base URL and website, shared by every part of the page. */
export function platformClient(settings: PlatformSettings): PlatformClient {
  const key = `${settings.baseUrl}|${settings.websiteId}`;
  let client = clients.get(key);
  if (!client) {
    client = createPlatformClient({ baseUrl: settings.baseUrl, websiteId: settings.websiteId });
    clients.set(key, client);
  }
  return client;
}
