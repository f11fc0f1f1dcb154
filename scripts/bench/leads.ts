/**
 * npm run bench:leads — 1,000 leads through the browser's own outbox and platform client (the same
 * modules the lead forms run), against the reference API — its own process — behind a
 * fault-injecting proxy on 127.0.0.1: 500 replies before and after the lead is stored, 429s with
 * Retry-After (injected, and the API's own limits refusing), connections dropped before and after,
 * the API process killed with SIGKILL mid-burst or stopped cleanly, then restarted on the same
 * database, and "reloads" (an outbox abandoned mid-send and a new one started over the same browser
 * storage). Prints stored, lost and duplicated leads and the share of requests that were faulted.
 * Goal: 1,000 / 0 / 0 with at least 30% faulted.
 *
 *   node scripts/bench/leads.ts [--leads 1000] [--browsers 25] [--seed 7] [--time-limit 240] [--api-limit 600]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { createPlatformClient } from '../../integrations/platform-api/client/index.ts';
import { DEFAULT_FORM_SETTINGS } from '../../src/forms/form-settings.ts';
import { defineForm } from '../../src/forms/form-fields.ts';
import { withDefaults } from '../../src/forms/form-values.ts';
import { buildLeadPayload } from '../../src/forms/lead-payload.ts';
import { clientTransport } from '../../src/forms/outbox/client-transport.ts';
import { createKeyValueOutboxStorage, createMemoryKeyValueStore, type KeyValueStore } from '../../src/forms/outbox/local-storage.ts';
import { createOutbox, type Outbox } from '../../src/forms/outbox/outbox.ts';
import { validateLead } from '../../src/forms/validate-lead.ts';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    browsers: { type: 'string', default: '25' },
    seed: { type: 'string', default: '7' },
    'time-limit': { type: 'string', default: '240' },
    'tenants-dir': { type: 'string', default: 'integrations/platform-api/test-fixtures/tenants' },
    'website-id': { type: 'string', default: '101' },
    // Leads per minute the API accepts per address and per dealer before it answers 429 (one address here).
    'api-limit': { type: 'string', default: '600' },
  },
});
const ROOT = resolve(import.meta.dirname, '../..');
const LEADS = Number(values.leads);
const BROWSERS = Number(values.browsers);
const WEBSITE_ID = Number(values['website-id']);
const TIME_LIMIT_MS = Number(values['time-limit']) * 1000;

/** Seeded PRNG (mulberry32) so a run can be repeated. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/**
 * A fault-injecting HTTP proxy for bench:leads, on 127.0.0.1 only and bounded in requests. Each
 * request is passed through or faulted by the plan's probabilities:
 * - error500Before: 500 without forwarding (nothing stored);
 * - error500After: forwarded (the lead is stored), but the shopper gets a 500 (acknowledgement lost);
 * - limited429: 429 with Retry-After without forwarding, as a rate limiter in front of the API would;
 * - dropBefore / dropAfter: the connection is destroyed before forwarding / after the API replied.
 * While the API is down (being restarted) requests are refused at the network and count as faulted;
 * the API's own 429s pass through and count as faulted too.
 */

export interface FaultPlan {
  error500Before: number;
  error500After: number;
  limited429: number;
  dropBefore: number;
  dropAfter: number;
}

export interface FaultStats {
  total: number;
  passed: number;
  error500Before: number;
  error500After: number;
  limited429: number;
  apiLimited429: number;
  dropBefore: number;
  dropAfter: number;
  upstreamDown: number;
}

type Fault = keyof FaultPlan | 'none';

function pick(plan: FaultPlan, roll: number): Fault {
  let edge = 0;
  for (const fault of ['error500Before', 'error500After', 'limited429', 'dropBefore', 'dropAfter'] as const) {
    edge += plan[fault];
    if (roll < edge) return fault;
  }
  return 'none';
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(upstreamPort: number, req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: `127.0.0.1:${upstreamPort}`, 'content-length': String(body.length) };
    const upstream = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') out[name] = value;
        resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

export async function startFaultProxy(options: {
  upstreamPort: number;
  plan: FaultPlan;
  random: () => number;
  isUpstreamUp: () => boolean;
  maxRequests: number;
}): Promise<{ url: string; stats: () => FaultStats; close: () => Promise<void> }> {
  const stats: FaultStats = {
    total: 0,
    passed: 0,
    error500Before: 0,
    error500After: 0,
    limited429: 0,
    apiLimited429: 0,
    dropBefore: 0,
    dropAfter: 0,
    upstreamDown: 0,
  };
  const fail500 = (res: ServerResponse) => {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end('{"error":"internal_error","message":"Injected fault."}');
  };

  const server = createServer((req, res) => {
    stats.total += 1;
    if (stats.total > options.maxRequests) {
      req.socket.destroy();
      return;
    }
    const fault = pick(options.plan, options.random());
    void readBody(req)
      .then(async (body) => {
        if (fault === 'error500Before') {
          stats.error500Before += 1;
          return fail500(res);
        }
        if (fault === 'dropBefore') {
          stats.dropBefore += 1;
          return req.socket.destroy();
        }
        if (fault === 'limited429') {
          stats.limited429 += 1;
          res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' });
          return res.end('{"error":"too_many_requests","message":"Injected limit."}');
        }
        if (!options.isUpstreamUp()) {
          stats.upstreamDown += 1;
          return req.socket.destroy();
        }
        let reply;
        try {
          reply = await forward(options.upstreamPort, req, body);
        } catch {
          // The API went down while this request was with it.
          stats.upstreamDown += 1;
          return req.socket.destroy();
        }
        if (fault === 'error500After') {
          stats.error500After += 1;
          return fail500(res);
        }
        if (fault === 'dropAfter') {
          stats.dropAfter += 1;
          return req.socket.destroy();
        }
        if (reply.status >= 500) stats.upstreamDown += 1;
        else if (reply.status === 429) stats.apiLimited429 += 1;
        else stats.passed += 1;
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
      })
      .catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ ...stats }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const random = prng(Number(values.seed));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// The reference API as a child process, restartable on the same database file and port.
const dir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
const dbPath = join(dir, 'platform.sqlite');
const tenantsDir = resolve(ROOT, values['tenants-dir']);
const apiPort = await freePort();
let apiUp = false;
let api: ChildProcess = await startApi();

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** Starts the API process; one that dies before it is ready (say, its port not yet free) is started again. */
async function startApi(attempts = 5): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await spawnApi();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  (the API process did not start: ${error instanceof Error ? error.message : String(error)}; again)`);
      await sleep(500);
    }
  }
}

function spawnApi(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/lead-api-process.ts'), String(apiPort), dbPath, tenantsDir, values['api-limit']], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
  return new Promise((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`exited (${code}) before it was ready: ${errors.trim().split('\n').slice(-3).join(' | ')}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        apiUp = true;
        ready(child);
      }
    });
  });
}

/** SIGKILL: no close, no flush — the process is gone mid-request. SIGTERM: a clean stop. */
function stopApi(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  apiUp = signal !== 'SIGTERM' && apiUp;
  return new Promise((done) => {
    api.removeAllListeners('exit');
    api.once('exit', () => {
      apiUp = false;
      done();
    });
    api.kill(signal);
  });
}

const plan: FaultPlan = { error500Before: 0.12, error500After: 0.08, limited429: 0.08, dropBefore: 0.08, dropAfter: 0.06 };
const proxy = await startFaultProxy({ upstreamPort: apiPort, plan, random, isUpstreamUp: () => apiUp, maxRequests: 50_000 });

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

// The API goes down every few seconds while leads are being sent: two times in three killed outright.
let kills = 0;
let cleanStops = 0;
let stopping = false;
const restarter = (async () => {
  while (!stopping) {
    // A restarted process takes a second or two to come up on a loaded machine: leave it up a while.
    await sleep(5_000 + random() * 3_000);
    if (stopping) break;
    const signal = random() < 2 / 3 ? 'SIGKILL' : 'SIGTERM';
    await stopApi(signal);
    if (signal === 'SIGKILL') kills += 1;
    else cleanStops += 1;
    await sleep(300 + random() * 700);
    api = await startApi();
  }
})();

const started = performance.now();
console.log(`bench:leads — ${LEADS} leads from ${BROWSERS} virtual browsers through a fault proxy (seed ${values.seed})`);
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

await stopApi('SIGTERM');
const db = new DatabaseSync(dbPath);
const rows = db
  .prepare("SELECT payload_json FROM leads WHERE website_id = ? AND json_extract(payload_json, '$.message') LIKE 'bench lead #%'")
  .all(WEBSITE_ID)
  .map((row) => String(JSON.parse(String(row.payload_json)).message));
db.close();
const distinct = new Set(rows);
const stats = proxy.stats();
await proxy.close();
rmSync(dir, { recursive: true, force: true });

const faulted = stats.total - stats.passed;
const share = stats.total === 0 ? 0 : faulted / stats.total;
const lost = LEADS - distinct.size;
const duplicated = rows.length - distinct.size;
console.log(`  stored ${distinct.size}, lost ${lost}, duplicated ${duplicated} (rows ${rows.length}; still pending ${pending()}, rejected ${rejected})`);
console.log(
  `  requests ${stats.total}, faulted ${faulted} (${(share * 100).toFixed(1)}%): 500 before store ${stats.error500Before}, ` +
    `500 after store ${stats.error500After}, 429 injected ${stats.limited429}, 429 from the API's limits ${stats.apiLimited429}, ` +
    `dropped before ${stats.dropBefore}, dropped after ${stats.dropAfter}, API down ${stats.upstreamDown}`,
);
console.log(
  `  API killed (SIGKILL) ${kills}, stopped cleanly ${cleanStops}, page reloads mid-send ${reloads}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const ok = distinct.size === LEADS && lost === 0 && duplicated === 0 && share >= 0.3;
console.log(`  goal: ${LEADS} stored, 0 lost, 0 duplicated, ≥ 30% faulted → ${ok ? 'met' : 'NOT met'}`);
process.exit(ok ? 0 : 1);
