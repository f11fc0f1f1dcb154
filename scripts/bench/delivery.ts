/**
 * npm run bench:delivery — 1,000 leads delivered while everything downstream misbehaves: the dealer's
 * SMTP server refuses (451) and the CRM webhook fails (503) a share of the time, both are restarted
 * every few seconds, and the API process itself is SIGKILLed mid-delivery and restarted over the same
 * database. Leads are submitted over HTTP (resent with the same Idempotency-Key until acknowledged, as
 * the browser outbox does). Prints delivered / lost / duplicated per (lead, recipient); a duplicate is
 * a redelivery of the same lead id (at least once), never a second lead.
 *
 *   node scripts/bench/delivery.ts [--leads 1000] [--fail 0.3] [--seed 11] [--time-limit 900]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { deliveryTenants, SECRETS } from '../../integrations/platform-api/server/delivery/testing/delivery-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../integrations/platform-api/server/delivery/testing/smtp-sink.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../integrations/platform-api/server/delivery/testing/webhook-receiver.ts';
import { validLead } from '../../integrations/platform-api/test-fixtures/start-test-server.ts';
import { createRng } from '../demo-data/prng.ts';
import { apiProcess, freePort, sleep } from './fault-injection.ts';
import { readOptions } from './options.ts';

const values = readOptions(
  'usage: npm run bench:delivery -- [--leads 1000] [--fail 0.3 (share of SMTP and webhook attempts refused)] [--seed 11] [--time-limit 900 (s)]',
  { leads: 1000, fail: 0.3, seed: 11, 'time-limit': 900 },
);
const LEADS = values.leads;
const FAIL = values.fail;
const TIME_LIMIT_MS = values['time-limit'] * 1000;

const random = createRng(values.seed).next;

// What arrived, per (lead id, recipient): how many times.
const receipts = new Map<string, number>();
const count = (key: string) => receipts.set(key, (receipts.get(key) ?? 0) + 1);
const faults = { smtpRefused: 0, webhookRefused: 0, smtpRestarts: 0, webhookRestarts: 0, apiKills: 0, submitRetries: 0 };
const refuseSmtp = () => (random() < FAIL ? (faults.smtpRefused++, true) : false);
const refuseWebhook = () => (random() < FAIL ? (faults.webhookRefused++, true) : false);

const smtpPort = await freePort();
const webhookPort = await freePort();
const apiPort = await freePort();
async function smtp(): Promise<SmtpSink> {
  return startSmtpSink({
    port: smtpPort,
    refuse: refuseSmtp,
    onMessage(raw, envelope) {
      const leadId = /^X-Forecourt-Lead-Id: (\S+)/im.exec(raw.toString('utf8'))?.[1] ?? 'unknown';
      for (const to of envelope.to) count(`${leadId} email:${to}`);
    },
  });
}
async function webhook(): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver({ secret: SECRETS.DEMO_CRM_SECRET, port: webhookPort, refuse: refuseWebhook });
  const push = receiver.received.push.bind(receiver.received);
  receiver.received.push = (...items) => {
    for (const item of items) count(`${item.leadId} webhook:crm${item.verified ? '' : ':UNVERIFIED'}`);
    return push(...items);
  };
  return receiver;
}

let smtpSink = await smtp();
let receiver = await webhook();
const tenants = deliveryTenants({ smtp: smtpPort, webhookUrl: `http://127.0.0.1:${webhookPort}/hooks/leads` });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-delivery-'));
const dbPath = join(dataDir, 'platform.sqlite');
const apiUrl = `http://127.0.0.1:${apiPort}`;

const api = apiProcess({
  script: join(import.meta.dirname, 'delivery-api.ts'),
  args: [String(apiPort), dbPath, tenants.dir],
  env: { ...process.env, ...SECRETS },
});
await api.start();

const started = Date.now();
let chaos = true;
// Restart SMTP and webhook receiver, and SIGKILL the API, at random moments until the leads are in.
const chaosLoop = (async () => {
  while (chaos) {
    await sleep(800 + random() * 1_500);
    if (!chaos) break;
    const roll = random();
    if (roll < 0.4) {
      await smtpSink.close();
      faults.smtpRestarts++;
      await sleep(200 + random() * 600);
      smtpSink = await smtp();
    } else if (roll < 0.8) {
      await receiver.close();
      faults.webhookRestarts++;
      await sleep(200 + random() * 600);
      receiver = await webhook();
    } else {
      await api.stop('SIGKILL');
      faults.apiKills++;
      await sleep(300);
      await api.start();
    }
  }
})();

// Lead mix: vehicle enquiries, finance, service at either location; every other shopper gives an email.
/** Names take letters only: 0 → "Aa", 27 → "Bb" … */
const nameOf = (index: number) =>
  `Shopper ${index
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('')}`;

function leadBody(index: number): Record<string, unknown> {
  const name = nameOf(index);
  const email = index % 2 === 0 ? `shopper${index}@example.com` : undefined;
  const kind = index % 4;
  if (kind === 1) return validLead({ form_type: 'finance-enquiry', category: 'Finance Enquiry', email, name });
  if (kind === 2) {
    return validLead({ form_type: 'book-a-service', category: 'Service Enquiry', car_id: undefined, location_id: index % 8 === 2 ? 501 : 502, email, name });
  }
  return validLead({ email, name, phone: '0412 345 678' });
}

async function submit(index: number): Promise<string> {
  const key = `bench-delivery-${values.seed}-${index}`;
  const body = JSON.stringify(leadBody(index));
  for (;;) {
    try {
      const response = await fetch(`${apiUrl}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      const reply = (await response.json()) as { lead_id?: string };
      if (response.ok && reply.lead_id) return reply.lead_id;
      // A refusal other than "later" would loop for ever: say so and stop.
      if (response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429) {
        throw new Error(`lead ${index} refused: HTTP ${response.status} ${JSON.stringify(reply)}`);
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('lead ')) throw error;
      // API killed or restarting: the same key again, as the browser outbox would.
    }
    faults.submitRetries++;
    await sleep(100 + random() * 200);
  }
}

// A progress line every 5 s, so a slow machine is visibly slow rather than stuck.
const progress = setInterval(() => {
  console.error(
    `  … ${leadIds.size}/${LEADS} leads acknowledged, ${[...receipts.values()].reduce((a, b) => a + b, 0)} messages received, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}, 5_000);
const leadIds = new Set<string>();
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < LEADS) {
      const index = next++;
      leadIds.add(await submit(index));
    }
  }),
);
const submittedAfterS = (Date.now() - started) / 1000;

// Wait until the outbox is drained (read straight from the database the API writes).
const db = new DatabaseSync(dbPath, { readOnly: true });
let pending = Infinity;
while (Date.now() - started < TIME_LIMIT_MS) {
  pending = Number(db.prepare(`SELECT COUNT(*) AS n FROM lead_deliveries WHERE status != 'delivered'`).get()?.n ?? 0);
  if (pending === 0) break;
  await sleep(500);
}
chaos = false;
clearInterval(progress);
await chaosLoop;
await sleep(500);

const expected = db
  .prepare(`SELECT l.public_id AS lead, d.channel AS channel, d.target AS target, d.status AS status FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id`)
  .all()
  .map((row) => ({
    key: `${String(row.lead)} ${row.channel === 'webhook' ? `webhook:${String(row.target)}` : `email:${String(row.target)}`}`,
    status: String(row.status),
  }));
const storedIds = new Set(
  db
    .prepare('SELECT public_id FROM leads')
    .all()
    .map((row) => String(row.public_id)),
);
const storedLeads = storedIds.size;
const dead = expected.filter((row) => row.status === 'dead').length;
db.close();

const expectedKeys = new Set(expected.map((row) => row.key));
const delivered = [...expectedKeys].filter((key) => (receipts.get(key) ?? 0) > 0).length;
// Lost: acknowledged to the shopper but not stored, or marked delivered yet never received.
// Still pending at the time limit is reported apart: late, not lost (it is still in the outbox).
const lostLeads = [...leadIds].filter((id) => !storedIds.has(id)).length;
const lostDeliveries = expected.filter((row) => row.status === 'delivered' && !receipts.get(row.key)).length;
const lost = lostLeads + lostDeliveries;
const duplicated = [...expectedKeys].reduce((sum, key) => sum + Math.max(0, (receipts.get(key) ?? 0) - 1), 0);
const unexpected = [...receipts.keys()].filter((key) => !expectedKeys.has(key)).length;

await api.stop('SIGTERM');
await smtpSink.close();
await receiver.close();
tenants.cleanUp();
rmSync(dataDir, { recursive: true, force: true });

const received = [...receipts.values()].reduce((a, b) => a + b, 0);
console.log(`bench:delivery — ${LEADS} leads, downstream failing ${Math.round(FAIL * 100)}% of attempts, seed ${values.seed}`);
console.log(`  leads acknowledged ${leadIds.size}, stored ${storedLeads} (submitted in ${submittedAfterS.toFixed(1)} s)`);
console.log(
  `  deliveries (lead × recipient): ${expectedKeys.size} expected — delivered ${delivered}, lost ${lost} (${lostLeads} leads, ${lostDeliveries} deliveries), dead-lettered ${dead}, still queued at the time limit ${pending}`,
);
console.log(`  duplicated: ${duplicated} redeliveries of the same lead id (at least once), unexpected messages ${unexpected}`);
console.log(
  `  messages received ${received}; faults: SMTP 451 ${faults.smtpRefused}, webhook 503 ${faults.webhookRefused}, SMTP restarts ${faults.smtpRestarts}, webhook restarts ${faults.webhookRestarts}, API SIGKILLs ${faults.apiKills}, lead resubmits ${faults.submitRetries}`,
);
console.log(`  drained in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(lost === 0 && pending === 0 && dead === 0 && unexpected === 0 && storedLeads === LEADS ? 0 : 1);
