import type { PlatformClient } from '../../../integrations/platform-api/client/index.ts';
import { platformClientFor } from '../../forms/browser/platform-client.ts';
import type { PlatformSettings } from '../../site/vehicle/live.ts';

/** The page's one platform API client (shared with the forms), from the vehicle page's API settings. */
export function platformClient(settings: PlatformSettings): PlatformClient {
  return platformClientFor({ websiteId: settings.websiteId, apiBaseUrl: settings.baseUrl });
}
