import { createInterface } from 'node:readline';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR, newKey, postJson, SERVER_START_TIMEOUT_MS, validLead } from '../../test-fixtures/start-test-server.ts';
import { waitFor } from '../delivery/testing/mail-box.ts';
import { startSmtpSink, type SmtpLogin, type SmtpSink } from '../delivery/testing/smtp-sink.ts';
import { standardWebhookRefusal, startWebhookReceiver, type WebhookReceiver } from '../delivery/testing/webhook-receiver.ts';

/**
 * One dealer's folder cannot reach another's secrets, end to end: the real API (main.ts, its own
 * process) with two dealers and both dealers' secrets in its environment. The attacker's folders
 * name the victim's secrets every way the config allows — the old *Env keys naming the victim's
 * variables, a folder claiming the victim's website id, and a valid config pointing every channel at
 * the attacker's own servers — and none of the victim's secrets reaches the attacker (SMTP AUTH on a
 * real SMTP server, webhook signatures checked with the Standard Webhooks library, Bearer tokens at a
 * fake valuation host, inbox access), while the victim keeps being served with its own secrets, and
 * the attacker's config errors name the fields.
 */

const VICTIM = 101;
const ATTACKER = 707;
const OLD_KEYS = 606;
const secret = (label: string) => `${label}-${'0123456789abcdef'.repeat(2)}`;
const VICTIM_SECRETS = {
  smtp: secret('victim-smtp-password'),
  hook: `whsec_${Buffer.from(secret('victim-crm-signing-key')).toString('base64')}`,
  inbox: secret('victim-inbox-key'),
  valuation: secret('victim-valuation-key'),
  turnstile: secret('victim-turnstile-secret'),
};
const ATTACKER_SECRETS = {
  smtp: secret('attacker-own-smtp-password'),
  hook: `whsec_${Buffer.from(secret('attacker-own-crm-signing-key')).toString('base64')}`,
  inbox: secret('attacker-own-inbox-key'),
  valuation: secret('attacker-own-valuation-key'),
};
const victimValues = Object.values(VICTIM_SECRETS);

const TLS_DIR = new URL('../../../../tests/fixtures/tls/', import.meta.url);
const cert = readFileSync(new URL('localhost-cert.pem', TLS_DIR));
const key = readFileSync(new URL('localhost-key.pem', TLS_DIR));

/** A valuation host that records what it was sent (the Bearer token above all). */
interface ValuationHost {
  url: string;
  seen: Array<{ path: string; authorization: string | undefined }>;
  server: Server;
}

async function valuationHost(): Promise<ValuationHost> {
  const seen: ValuationHost['seen'] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
      const body = request.url === '/rego-lookup' ? { vehicle: { year: 2023, make: 'Kia', model: 'Seltos' } } : { estimate: null, reason: 'none' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, seen, server };
}

interface Side {
  mail: SmtpSink;
  logins: SmtpLogin[];
  messages: string[];
  hook: WebhookReceiver;
  valuation: ValuationHost;
}

async function side(hookSecret: string): Promise<Side> {
  const logins: SmtpLogin[] = [];
  const messages: string[] = [];
  const mail = await startSmtpSink({ logins, tls: { key, cert }, onMessage: (raw) => void messages.push(raw.toString('utf8')) });
  return { mail, logins, messages, hook: await startWebhookReceiver({ secret: hookSecret }), valuation: await valuationHost() };
}

let victim: Side;
let attacker: Side;
let work = '';
let api: ChildProcess | undefined;
let apiUrl = '';
let output = '';
const leadIds = { victim: [] as string[], attacker: [] as string[] };

function dealerFolder(tenants: string, folder: string, site: Record<string, unknown>): void {
  cpSync(join(FIXTURE_TENANTS_DIR, 'demo-motors'), join(tenants, folder), { recursive: true });
  const base = JSON.parse(readFileSync(join(tenants, folder, 'site.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(tenants, folder, 'site.json'), JSON.stringify({ ...base, ...site }, null, 2));
}

/** Every lead channel of one dealer pointed at one side's servers; `extra` adds settings per channel. */
function channels(to: Side, user: string, extra: { smtp?: object; hook?: object; top?: object; valuation?: object; turnstile?: object } = {}) {
  return {
    leadDelivery: {
      smtp: { host: 'localhost', port: to.mail.port, user, from: `leads@${user}.example`, ...extra.smtp },
      webhooks: { crm: { url: to.hook.url, ...extra.hook } },
      routes: [{ leadTypes: ['sales', 'trade-in'], emails: [`sales@${user}.example`], webhooks: ['crm'] }],
      inbox: true,
      ...extra.top,
    },
    integrations: {
      valuationProvider: { kind: 'http', url: to.valuation.url, ...extra.valuation },
      ...(extra.turnstile ? { turnstile: { siteKey: '1x00000000000000000000AA', ...extra.turnstile } } : {}),
    },
  };
}

beforeAll(async () => {
  victim = await side(VICTIM_SECRETS.hook);
  attacker = await side(ATTACKER_SECRETS.hook);
  work = mkdtempSync(join(tmpdir(), 'cross-dealer-secrets-'));
  const tenants = join(work, 'tenants');
  // The victim, committed to the dealer repository long ago.
  dealerFolder(tenants, 'victim-motors', { id: VICTIM, slug: 'victim-motors', url: 'https://victim.example', ...channels(victim, 'victim') });
  const git = (...args: string[]) => execFileSync('git', ['-C', tenants, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'victim-motors');
  // 1. The old keys, each naming one of the victim's variables, every channel pointed at the attacker.
  dealerFolder(tenants, 'attacker-old-keys', {
    id: OLD_KEYS,
    slug: 'attacker-old-keys',
    url: 'https://old-keys.example',
    ...channels(attacker, 'attacker', {
      smtp: { passwordEnv: 'VICTIM_SMTP_PASSWORD' },
      hook: { secretEnv: 'VICTIM_CRM_SECRET' },
      top: { inboxApiKeyEnv: 'VICTIM_INBOX_KEY' },
      valuation: { apiKeyEnv: 'VICTIM_VALUATION_KEY' },
      turnstile: { secretEnv: 'VICTIM_TURNSTILE_SECRET' },
    }),
  });
  // 2. A folder claiming the victim's website id, so the names derived from it would be the victim's.
  dealerFolder(tenants, 'aaa-same-id', { id: VICTIM, slug: 'aaa-same-id', url: 'https://same-id.example', ...channels(attacker, 'attacker') });
  // 3. A valid config: every channel at the attacker's servers, webhook names that try other secret names.
  const valid = channels(attacker, 'attacker');
  valid.leadDelivery.webhooks = { crm: { url: attacker.hook.url }, [`${VICTIM}_WEBHOOK_CRM`]: { url: attacker.hook.url } } as typeof valid.leadDelivery.webhooks;
  valid.leadDelivery.routes = [{ leadTypes: ['sales', 'trade-in'], emails: ['sales@attacker.example'], webhooks: ['crm', `${VICTIM}_WEBHOOK_CRM`] }];
  dealerFolder(tenants, 'attacker-motors', { id: ATTACKER, slug: 'attacker-motors', url: 'https://attacker.example', ...valid });

  const env = {
    ...process.env,
    // The API process trusts the test certificate, as a server trusts its mail hosts' CA.
    NODE_EXTRA_CA_CERTS: fileURLToPath(new URL('localhost-cert.pem', TLS_DIR)),
    // The victim's secrets under the derived names, and under the names a dealer could once point at.
    [`FORECOURT_${VICTIM}_SMTP_PASSWORD`]: VICTIM_SECRETS.smtp,
    [`FORECOURT_${VICTIM}_WEBHOOK_CRM_SECRET`]: VICTIM_SECRETS.hook,
    [`FORECOURT_${VICTIM}_INBOX_KEY`]: VICTIM_SECRETS.inbox,
    [`FORECOURT_${VICTIM}_VALUATION_API_KEY`]: VICTIM_SECRETS.valuation,
    [`FORECOURT_${VICTIM}_TURNSTILE_SECRET`]: VICTIM_SECRETS.turnstile,
    VICTIM_SMTP_PASSWORD: VICTIM_SECRETS.smtp,
    VICTIM_CRM_SECRET: VICTIM_SECRETS.hook,
    VICTIM_INBOX_KEY: VICTIM_SECRETS.inbox,
    VICTIM_VALUATION_KEY: VICTIM_SECRETS.valuation,
    VICTIM_TURNSTILE_SECRET: VICTIM_SECRETS.turnstile,
    // The attacker is a dealer too: the operator gave it its own.
    [`FORECOURT_${ATTACKER}_SMTP_PASSWORD`]: ATTACKER_SECRETS.smtp,
    [`FORECOURT_${ATTACKER}_WEBHOOK_CRM_SECRET`]: ATTACKER_SECRETS.hook,
    [`FORECOURT_${ATTACKER}_INBOX_KEY`]: ATTACKER_SECRETS.inbox,
    [`FORECOURT_${ATTACKER}_VALUATION_API_KEY`]: ATTACKER_SECRETS.valuation,
  };
  // The test's servers listen on 127.0.0.1: the operator allows private networks, so every refusal
  // below comes from the secrets being the victim's, not from the address guard.
  const args = ['integrations/platform-api/server/main.ts', '--port', '0', '--db', join(work, 'platform.sqlite'), '--tenants-dir', tenants, '--allow-private-networks'];
  api = spawn(process.execPath, args, { cwd: join(import.meta.dirname, '../../../..'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The server logs JSON lines: what an operator reads is each line's message.
  const collect = (chunk: Buffer) => void (output += chunk.toString('utf8'));
  createInterface({ input: api.stdout! }).on('line', (line) => {
    try {
      output += `${String((JSON.parse(line) as { msg: unknown }).msg)}\n`;
    } catch {
      output += `${line}\n`;
    }
  });
  api.stderr?.on('data', collect);
  apiUrl = await waitFor(() => /listening on (http:\/\/\S+)/.exec(output)?.[1], SERVER_START_TIMEOUT_MS, `the API to start (${output})`);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  api?.kill('SIGTERM');
  if (api && api.exitCode === null) await new Promise((exited) => api?.once('exit', exited));
  for (const one of [victim, attacker]) {
    await one?.mail.close();
    await one?.hook.close();
    await new Promise((closed) => one?.valuation.server.close(closed));
  }
  if (work) rmSync(work, { recursive: true, force: true });
}, SERVER_START_TIMEOUT_MS);

const lead = (websiteId: number, overrides: Record<string, unknown> = {}) =>
  postJson(apiUrl, '/api/leads', validLead({ website_id: websiteId, ...overrides }), { 'Idempotency-Key': newKey('cross') });
const inbox = (apiKey: string) => fetch(`${apiUrl}/api/inbox/leads`, { headers: { Authorization: `Bearer ${apiKey}` } });
const serves = async (websiteId: number) => (await fetch(`${apiUrl}/api/session?website_id=${websiteId}`)).status === 401;

/** Everything that reached the attacker's servers, as text, to search for any of the victim's secrets. */
function attackerSaw(): string {
  return JSON.stringify([attacker.logins, attacker.messages, attacker.hook.received.map((hook) => [hook.headers, hook.raw]), attacker.valuation.seen]);
}

describe("a dealer folder naming another dealer's secrets", { timeout: SERVER_START_TIMEOUT_MS }, () => {
  it('is refused when it uses the old *Env keys, each error naming the field; the folder is not served', async () => {
    for (const field of [
      'leadDelivery.smtp.passwordEnv',
      'leadDelivery.webhooks.crm.secretEnv',
      'leadDelivery.inboxApiKeyEnv',
      'integrations.valuationProvider.apiKeyEnv',
      'integrations.turnstile.secretEnv',
    ]) {
      expect(output).toMatch(new RegExp(`attacker-old-keys/site\\.json skipped: .*${field.replaceAll('.', '\\.')}: refused: a dealer folder never names a secret`));
    }
    expect(await serves(OLD_KEYS)).toBe(false);
    expect((await lead(OLD_KEYS)).status).toBe(400);
  });

  it("is refused when it claims the victim's website id, naming both folders; the victim keeps its id", async () => {
    expect(output).toContain(`aaa-same-id claims dealer id "${VICTIM}", which ${join(work, 'tenants', 'victim-motors')} already has`);
    expect(await serves(VICTIM)).toBe(true);
  });

  it("gets only its own secrets with a valid config: SMTP AUTH, webhook signatures and the valuation key are the attacker's", async () => {
    const sent = await lead(ATTACKER, { form_type: 'vehicle-enquiry' });
    expect(sent.status).toBe(201);
    const leadId = String(sent.json.lead_id);
    leadIds.attacker.push(leadId);
    // Mail: delivered over TLS with the attacker's own password.
    await waitFor(() => attacker.messages.some((raw) => raw.includes(leadId)), 20_000, 'the attacker dealer’s own lead email');
    expect(attacker.logins.length).toBeGreaterThan(0);
    expect(attacker.logins.every((login) => login.user === 'attacker' && login.password === ATTACKER_SECRETS.smtp && login.secure)).toBe(true);
    // Webhook: signed with the attacker's own secret; the one named like a victim's secret has none, so nothing is sent for it.
    const hooks = await waitFor(() => attacker.hook.received.filter((hook) => hook.leadId === leadId).length > 0 && attacker.hook.received, 20_000, 'the attacker webhook');
    for (const hook of hooks.filter((one) => one.leadId === leadId)) {
      expect(hook.verified).toBe(true);
      expect(standardWebhookRefusal(VICTIM_SECRETS.hook, hook.raw, hook.headers)).not.toBeNull();
    }
    // Valuation: the attacker's key at the attacker's host.
    const trade = await lead(ATTACKER, { form_type: 'trade-in', category: 'Trade-In', car_id: undefined, car_type: undefined, message: undefined, url: undefined });
    const rego = await postJson(apiUrl, '/api/leads/rego-lookup', { website_id: ATTACKER, lead_id: trade.json.lead_id, rego: 'XYZ789', regoState: 'NSW' }, { 'Idempotency-Key': newKey('rego') });
    expect(rego.status).toBe(201);
    expect(attacker.valuation.seen.map((call) => call.authorization)).toEqual([`Bearer ${ATTACKER_SECRETS.valuation}`]);
    expect(attackerSaw().includes(ATTACKER_SECRETS.smtp)).toBe(true);
  });

  it('leaves the victim served with its own secrets: its lead reaches its own servers, signed and authenticated as the victim', async () => {
    const sent = await lead(VICTIM);
    expect(sent.status).toBe(201);
    const leadId = String(sent.json.lead_id);
    leadIds.victim.push(leadId);
    await waitFor(() => victim.messages.some((raw) => raw.includes(leadId)), 20_000, 'the victim’s lead email');
    expect(victim.logins.at(-1)).toEqual({ user: 'victim', password: VICTIM_SECRETS.smtp, secure: true });
    const hook = await waitFor(() => victim.hook.received.find((one) => one.leadId === leadId), 20_000, 'the victim’s webhook');
    expect(hook.verified).toBe(true);
    const trade = await lead(VICTIM, { form_type: 'trade-in', category: 'Trade-In', car_id: undefined, car_type: undefined, message: undefined, url: undefined });
    await postJson(apiUrl, '/api/leads/rego-lookup', { website_id: VICTIM, lead_id: trade.json.lead_id, rego: 'ABC123', regoState: 'QLD' }, { 'Idempotency-Key': newKey('rego') });
    expect(victim.valuation.seen.map((call) => call.authorization)).toEqual([`Bearer ${VICTIM_SECRETS.valuation}`]);
    // After all of it, still nothing of the victim's at the attacker's.
    const saw = attackerSaw();
    for (const value of victimValues) expect(saw.includes(value)).toBe(false);
  });
  it("never sees any of the victim's secrets; the victim's inbox key opens the victim's inbox only, and the attacker's never the victim's", async () => {
    const saw = attackerSaw();
    for (const value of victimValues) expect(saw.includes(value), 'a victim secret reached the attacker').toBe(false);
    const ids = async (apiKey: string) => ((await (await inbox(apiKey)).json()) as { leads: Array<{ id: string }> }).leads.map((row) => row.id);
    const victimInbox = await ids(VICTIM_SECRETS.inbox);
    const attackerInbox = await ids(ATTACKER_SECRETS.inbox);
    expect(victimInbox).toEqual(expect.arrayContaining(leadIds.victim));
    expect(attackerInbox).toEqual(expect.arrayContaining(leadIds.attacker));
    expect(victimInbox.filter((id) => leadIds.attacker.includes(id))).toEqual([]);
    expect(attackerInbox.filter((id) => leadIds.victim.includes(id))).toEqual([]);
    const peek = await fetch(`${apiUrl}/api/inbox/leads/${leadIds.victim[0]}`, { headers: { Authorization: `Bearer ${ATTACKER_SECRETS.inbox}` } });
    expect(peek.status).toBe(404);
  });
});
