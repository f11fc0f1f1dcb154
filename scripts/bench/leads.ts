/**
 * npm run bench:leads — 1,000 leads through the browser's own outbox and platform client (the same
 * modules the lead forms run), against the reference API — its own process — behind a
 * fault-injecting proxy on 127.0.0.1: 500 replies before and after the lead is stored, 429s with
 * Retry-After (injected, and the API's own limits refusing), connections dropped before and after,
 * the API process killed with SIGKILL mid-burst or stopped cleanly, then restarted on the same
 * database, and "reloads" (an outbox abandoned mid-send and a new one started over the same browser
 * storage). Prints stored, lost and duplicated leads and the share of requests that were faulted.
 * Goal: 1,000 / 0 / 0 with at least 30% faulted.
 * `--engine postgres --instances 2`: two API processes on one PostgreSQL database behind the proxy
 * (round robin), one of them killed at a time (a throwaway cluster unless --pg-url names a server).
 *
 *   node scripts/bench/leads.ts [--leads 1000] [--browsers 25] [--seed 7] [--time-limit 240] [--api-limit 600] [--tenants-dir dir] [--website-id 101]
 *     [--engine sqlite|postgres] [--instances 1] [--pg-url postgres://…]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPlatformClient } from '../../integrations/platform-api/client/index.ts';
import { DEFAULT_FORM_SETTINGS } from '../../src/forms/form-settings.ts';
import { defineForm } from '../../src/forms/define-form.ts';
import { withDefaults } from '../../src/forms/form-values.ts';
import { buildLeadPayload } from '../../src/forms/lead-payload.ts';
import { clientTransport } from '../../src/forms/outbox/client-transport.ts';
import { createKeyValueOutboxStorage, createMemoryKeyValueStore, type KeyValueStore } from '../../src/forms/outbox/local-storage.ts';
import { createOutbox, type Outbox } from '../../src/forms/outbox/outbox.ts';
import { validateLead } from '../../src/forms/validate-lead.ts';
import { createRng } from '../demo-data/prng.ts';
import { auditLeads, withStorage } from './api-audit.ts';
import { benchPostgres } from './bench-postgres.ts';
import { apiProcess, freePort, sleep } from './fault-injection.ts';
import { startFaultProxy, type FaultPlan } from './fault-proxy.ts';
import { readOptions } from './options.ts';

const values = readOptions(
  'usage: npm run bench:leads -- [--leads 1000] [--browsers 25] [--seed 7] [--time-limit 240 (s)] [--api-limit 600 (leads a minute)] [--tenants-dir dir] [--website-id 101] [--engine sqlite|postgres] [--instances 1] [--pg-url postgres://…]',
  {
    leads: 1000,
    browsers: 25,
    seed: 7,
    'time-limit': 240,
    'tenants-dir': 'integrations/platform-api/test-fixtures/tenants',
    'website-id': 101,
    // Leads per minute the API accepts per address and per dealer before it answers 429 (one address here).
    'api-limit': 600,
    engine: 'sqlite',
    instances: 1,
    'pg-url': '',
  },
);
const ROOT = resolve(import.meta.dirname, '../..');
const LEADS = values.leads;
const BROWSERS = values.browsers;
const WEBSITE_ID = values['website-id'];
const TIME_LIMIT_MS = values['time-limit'] * 1000;
const INSTANCES = values.instances;
const ENGINE = values.engine;
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error(`--engine is sqlite or postgres, got "${ENGINE}"`);

const random = createRng(values.seed).next;

// The reference API as child processes on one database, restartable on the same database and port.
const dir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
const postgres = benchPostgres(ROOT, values['pg-url']);
const database = ENGINE === 'postgres' ? await postgres.database(`bench_leads_${Date.now().toString(36)}`) : null;
const dbPath = database?.url ?? join(dir, 'platform.sqlite');
const tenantsDir = resolve(ROOT, values['tenants-dir']);
const apis = [];
for (let index = 0; index < INSTANCES; index += 1) {
  const port = await freePort();
  const api = apiProcess({ script: join(ROOT, 'scripts/bench/lead-api-process.ts'), args: [String(port), dbPath, tenantsDir, String(values['api-limit'])] });
  // One after the other: each migrates the database at start.
  await api.start();
  apis.push({ api, port });
}

const plan: FaultPlan = { error500Before: 0.12, error500After: 0.08, limited429: 0.08, dropBefore: 0.08, dropAfter: 0.06 };
const proxy = await startFaultProxy({ upstreams: apis.map(({ api, port }) => ({ port, up: () => api.up })), plan, random, maxRequests: 50_000 });

// Virtual browsers: each has its own storage; its outbox can be "reloaded" (abandoned mid-send).
const client = createPlatformClient({ baseUrl: proxy.url, websiteId: WEBSITE_ID, timeoutMs: 2_000 });
const transport = clientTransport(client);
interface Browser {
  store: KeyValueStore;
  outbox: Outbox;
}
const newOutbox = (store: KeyValueStore) =>
  createOutbox({
    storage: createKeyValueOutboxStorage(store, WEBSITE_ID),
    transport,
    newKey: () => crypto.randomUUID(),
    random,
    backoff: { baseMs: 100, maxMs: 2_000 },
    leaseMs: 2_500,
  });
const browsers: Browser[] = Array.from({ length: BROWSERS }, () => {
  const store = createMemoryKeyValueStore();
  return { store, outbox: newOutbox(store) };
});
let reloads = 0;
function reload(browser: Browser): void {
  browser.outbox.dispose();
  browser.outbox = newOutbox(browser.store);
  reloads += 1;
  void browser.outbox.flush();
}

// A lead exactly as the enquiry form builds and checks it.
const definition = defineForm({ formType: 'general-enquiry', settings: DEFAULT_FORM_SETTINGS, locations: [], dealerships: [], multiStep: false });
function leadBody(index: number): Record<string, unknown> {
  const values = withDefaults(definition, {
    name: ['Alex Citizen', 'Jo Nguyen', 'Sam O’Brien', 'Chris Smith-Jones', 'Zoë Müller'][index % 5] ?? 'Alex Citizen',
    email: `shopper${index}@example.com`,
    phone: '0412 345 678',
    message: `bench lead #${index}`,
  });
  const payload = buildLeadPayload({ websiteId: WEBSITE_ID, formType: 'general-enquiry', category: definition.category, autogaugeEnabled: false }, values, {
    url: 'https://demo-motors.example.com.au/enquire',
    userAgent: 'bench:leads',
    source: 'bench',
    visitedPages: ['/', '/enquire'],
    linkedQueryParams: {},
  });
  const checked = validateLead(definition, payload, values);
  if (!checked.ok) throw new Error(`bench lead ${index} is invalid: ${JSON.stringify(checked.errors)}`);
  const { website_id: _site, ...body } = payload;
  return body;
}

// An API instance goes down every few seconds while leads are being sent: two times in three killed outright.
let kills = 0;
let cleanStops = 0;
let stopping = false;
const restarter = (async () => {
  while (!stopping) {
    // A restarted process takes a second or two to come up on a loaded machine: leave it up a while.
    await sleep(5_000 + random() * 3_000);
    if (stopping) break;
    const signal = random() < 2 / 3 ? 'SIGKILL' : 'SIGTERM';
    const { api } = apis[Math.floor(random() * apis.length)]!;
    await api.stop(signal);
    if (signal === 'SIGKILL') kills += 1;
    else cleanStops += 1;
    await sleep(300 + random() * 700);
    await api.start();
  }
})();

const started = performance.now();
console.log(
  `bench:leads — ${LEADS} leads from ${BROWSERS} virtual browsers through a fault proxy to ${INSTANCES} API instance(s) on ${ENGINE} (seed ${values.seed})`,
);
await Promise.all(
  browsers.map(async (browser, b) => {
    for (let index = b; index < LEADS; index += BROWSERS) {
      const submitting = browser.outbox.submit('submitLead', leadBody(index), `bench lead #${index}`);
      // About one submission in eight is "reloaded" mid-send: the page goes, the storage stays.
      if (random() < 0.125) {
        await sleep(random() * 30);
        reload(browser);
      } else {
        await submitting;
      }
      await sleep(random() * 20);
    }
  }),
);

const pending = () => browsers.reduce((sum, browser) => sum + browser.outbox.entries().filter((entry) => entry.state === 'pending').length, 0);
while (pending() > 0 && performance.now() - started < TIME_LIMIT_MS) {
  await Promise.all(browsers.map((browser) => browser.outbox.flush()));
  await sleep(200);
}
stopping = true;
await restarter;
const rejected = browsers.reduce((sum, browser) => sum + browser.outbox.entries().filter((entry) => entry.state === 'rejected').length, 0);
browsers.forEach((browser) => browser.outbox.dispose());

for (const { api } of apis) await api.stop('SIGTERM');
const submitted = new Set(Array.from({ length: LEADS }, (_, index) => `bench lead #${index}`));
const audit = await withStorage(dbPath, (storage) => auditLeads(storage, submitted, WEBSITE_ID));
await database?.drop();
postgres.close();
const stats = proxy.stats();
await proxy.close();
rmSync(dir, { recursive: true, force: true });

const faulted = stats.total - stats.passed;
const share = stats.total === 0 ? 0 : faulted / stats.total;
const { stored, lost, duplicated } = audit;
console.log(`  stored ${stored}, lost ${lost}, duplicated ${duplicated} (rows ${stored + duplicated}; still pending ${pending()}, rejected ${rejected})`);
console.log(
  `  requests ${stats.total}, faulted ${faulted} (${(share * 100).toFixed(1)}%): 500 before store ${stats.error500Before}, ` +
    `500 after store ${stats.error500After}, 429 injected ${stats.limited429}, 429 from the API's limits ${stats.apiLimited429}, ` +
    `dropped before ${stats.dropBefore}, dropped after ${stats.dropAfter}, API down ${stats.upstreamDown}`,
);
console.log(
  `  API instances killed (SIGKILL) ${kills}, stopped cleanly ${cleanStops}, page reloads mid-send ${reloads}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const ok = stored === LEADS && lost === 0 && duplicated === 0 && share >= 0.3;
console.log(`  goal: ${LEADS} stored, 0 lost, 0 duplicated, ≥ 30% faulted → ${ok ? 'met' : 'NOT met'}`);
process.exit(ok ? 0 : 1);
