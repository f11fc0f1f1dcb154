import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentSecrets } from '../../../../../src/operator/secret-sources.ts';
import { COASTAL, DEMO, FIXTURE_TENANTS_DIR } from '../../../test-fixtures/start-test-server.ts';

/**
 * A copy of the API's fixture dealers with lead routing pointing at a test's own SMTP server and
 * webhook receiver (their ports are only known at run time). Demo Motors routes by type and location:
 * sales/trade-in → sales@ + CRM webhook, finance → finance@ + CRM, service/parts → per location.
 */

export const DEMO_ADDRESSES = {
  sales: 'sales@demo-motors.example.com.au',
  finance: 'finance@demo-motors.example.com.au',
  serviceBrisbane: 'service.brisbane@demo-motors.example.com.au',
  serviceSydney: 'service.sydney@demo-motors.example.com.au',
  careers: 'careers@demo-motors.example.com.au',
  from: 'leads@demo-motors.example.com.au',
} as const;

export const SECRETS = {
  // A Standard Webhooks secret: whsec_ + base64 of the key bytes (test only).
  DEMO_CRM_SECRET: 'whsec_ZGVtbyBtb3RvcnMgY3JtIHdlYmhvb2sgc2lnbmluZyBrZXksIHRlc3Qgb25seQ==',
  DEMO_INBOX_KEY: 'inbox_demo_motors_0123456789abcdef',
  COASTAL_INBOX_KEY: 'inbox_coastal_cars_0123456789abcdef',
} as const;

/** The operator's secrets for the fixture dealers, under the names derived from their website ids. */
export const secretSource = environmentSecrets({
  [`FORECOURT_${DEMO.websiteId}_WEBHOOK_CRM_SECRET`]: SECRETS.DEMO_CRM_SECRET,
  [`FORECOURT_${DEMO.websiteId}_INBOX_KEY`]: SECRETS.DEMO_INBOX_KEY,
  [`FORECOURT_${COASTAL.websiteId}_INBOX_KEY`]: SECRETS.COASTAL_INBOX_KEY,
});

export function deliveryTenants(ports: { smtp: number; webhookUrl: string }): { dir: string; cleanUp: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'lead-delivery-tenants-'));
  cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
  const demoPath = join(dir, 'demo-motors', 'site.json');
  const demo = JSON.parse(readFileSync(demoPath, 'utf8')) as Record<string, unknown>;
  demo.leadDelivery = {
    smtp: { host: '127.0.0.1', port: ports.smtp, from: DEMO_ADDRESSES.from },
    webhooks: { crm: { url: ports.webhookUrl } },
    routes: [
      { leadTypes: ['sales', 'trade-in', 'reservation'], emails: [DEMO_ADDRESSES.sales], webhooks: ['crm'] },
      { leadTypes: ['finance'], emails: [DEMO_ADDRESSES.finance], webhooks: ['crm'] },
      { leadTypes: ['service', 'parts'], locations: [501], emails: [DEMO_ADDRESSES.serviceBrisbane] },
      { leadTypes: ['service', 'parts'], locations: [502], emails: [DEMO_ADDRESSES.serviceSydney] },
      { leadTypes: ['careers'], emails: [DEMO_ADDRESSES.careers] },
    ],
    inbox: true,
  };
  writeFileSync(demoPath, JSON.stringify(demo, null, 2));
  const coastalPath = join(dir, 'coastal-cars', 'site.json');
  const coastal = JSON.parse(readFileSync(coastalPath, 'utf8')) as Record<string, unknown>;
  coastal.leadDelivery = { inbox: true };
  writeFileSync(coastalPath, JSON.stringify(coastal, null, 2));
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}
