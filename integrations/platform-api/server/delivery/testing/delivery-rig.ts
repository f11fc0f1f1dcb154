import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../../../test-fixtures/start-test-server.ts';
import { deliveryTenants, SECRETS, secretSource } from './delivery-fixtures.ts';
import { startMailBox, type MailBox } from './mail-box.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/** Delivery settings for tests: quick polls and retries, and the test receiver on 127.0.0.1 allowed. */
export const FAST_DELIVERY = { pollMs: 20, leaseMs: 5_000, maxAttempts: 3, backoff: { baseMs: 40, maxMs: 160 }, random: () => 0.5, allowPrivateNetworks: true };

export interface DeliveryRig {
  mailBox: MailBox;
  receiver: WebhookReceiver;
  tenants: { dir: string; cleanUp: () => void };
  api: TestServer;
  close: () => Promise<void>;
}

/**
 * The whole delivery path for an integration test: a real SMTP mailbox, a webhook receiver, the
 * fixture dealers routed to them (Demo Motors with `demoFeatures` switched on) and the API with its
 * delivery worker running.
 */
export async function startDeliveryRig(options: { refuseWebhook?: () => boolean; demoFeatures?: Record<string, boolean> } = {}): Promise<DeliveryRig> {
  // Stopped in reverse order; what started before a failure is stopped too, so nothing keeps a port open.
  const started: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const stop of started.reverse()) await stop();
  };
  try {
    const mailBox = await startMailBox();
    started.push(() => mailBox.close());
    const receiver = await startWebhookReceiver({ secret: SECRETS.DEMO_CRM_SECRET, ...(options.refuseWebhook ? { refuse: options.refuseWebhook } : {}) });
    started.push(() => receiver.close());
    const tenants = deliveryTenants({ smtp: mailBox.port, webhookUrl: receiver.url });
    started.push(() => tenants.cleanUp());
    if (options.demoFeatures) {
      const demoPath = join(tenants.dir, 'demo-motors', 'site.json');
      const demo = JSON.parse(readFileSync(demoPath, 'utf8')) as Record<string, Record<string, unknown>>;
      demo.features = { ...demo.features, ...options.demoFeatures };
      writeFileSync(demoPath, JSON.stringify(demo));
    }
    const api = await startTestServer({ tenantsDir: tenants.dir, secrets: secretSource, leadDelivery: FAST_DELIVERY });
    started.push(() => api.close());
    return { mailBox, receiver, tenants, api, close };
  } catch (error) {
    await close();
    throw error;
  }
}
