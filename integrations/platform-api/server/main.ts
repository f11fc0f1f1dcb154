import { parseArgs } from 'node:util';
import { createPlatformServer } from './create-platform-server.ts';
import { databaseLabel } from './storage/postgres-pool.ts';
import { createLogger } from './operations/logger.ts';
import { DEFAULT_DRAIN_MS } from './server-options.ts';

/**
 * Runs the reference platform API:
 *   npx node integrations/platform-api/server/main.ts --port 8787 --db .data/platform.sqlite --tenants-dir tenants
 * --allow-origin <websiteId|*>=<origin> (repeatable) adds browser origins beyond each site's own url,
 * e.g. --allow-origin '*=http://localhost:4321' for a local preview of every dealer.
 * --trust-proxy <address> (repeatable): read the client address from X-Forwarded-For only on
 * connections from these proxies. --sign-in-mode demo needs --dev-demo-sign-in and demo dealers only.
 * Dealer secrets: FORECOURT_<website id>_… in the environment, or files under --secrets-dir
 * (default $FORECOURT_SECRETS_DIR) — docs/security.md "Dealer secrets". TURNSTILE_SECRET_KEY: the
 * operator's shared Turnstile secret, for dealers without their own.
 * Outbound (webhooks, valuation provider, SMTP): loopback/private addresses are refused unless
 * --allow-private-networks; SMTP logs in only over TLS, except on hosts given with
 * --allow-smtp-plain-auth <host> (repeatable); --mail-relay <host:port> sends every dealer's email there.
 * Logs: JSON lines on stdout (LOG_LEVEL). SIGTERM/SIGINT drain (docs/platform-api.md "Running in
 * production"): requests under way finish within --drain-timeout-ms, then the process exits 0; a
 * second signal ends it at once.
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    // An SQLite path or a postgres:// URL; DATABASE_URL when the flag is not given.
    db: { type: 'string', default: process.env.DATABASE_URL || 'integrations/platform-api/data/platform.sqlite' },
    'tenants-dir': { type: 'string', default: 'tenants' },
    // Dealers from the platform bundles the publish step writes (a directory of <slug>/platform-bundle.json: the private state targets).
    'dealers-from': { type: 'string', default: process.env.FORECOURT_DEALERS_FROM ?? '' },
    'secrets-dir': { type: 'string', default: process.env.FORECOURT_SECRETS_DIR ?? '' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    'lead-rate-limit': { type: 'string', default: '20' },
    'trust-proxy': { type: 'string', multiple: true, default: [] },
    'sign-in-mode': { type: 'string', default: 'log' },
    'dev-demo-sign-in': { type: 'boolean', default: false },
    // Another process (or none) delivers the queued leads: this one only stores and queues them.
    'no-lead-delivery': { type: 'boolean', default: false },
    // Webhooks, valuation provider and SMTP on loopback/private addresses (your own network); refused by default.
    'allow-private-networks': { type: 'boolean', default: false },
    // The older name of the same switch (it covered webhooks only).
    'allow-private-webhooks': { type: 'boolean', default: false },
    'allow-smtp-plain-auth': { type: 'string', multiple: true, default: [] },
    'mail-relay': { type: 'string' },
    'drain-timeout-ms': { type: 'string', default: String(DEFAULT_DRAIN_MS) },
  },
});

const allowedOrigins: Record<string, string[]> = {};
for (const entry of values['allow-origin']) {
  const separator = entry.indexOf('=');
  if (separator < 1) throw new Error(`--allow-origin expects <websiteId|*>=<origin>, got "${entry}"`);
  const key = entry.slice(0, separator);
  (allowedOrigins[key] ??= []).push(entry.slice(separator + 1));
}

function mailRelay(value: string | undefined): { host: string; port: number } | null {
  if (!value) return null;
  const match = /^(.+):(\d{1,5})$/.exec(value);
  if (!match) throw new Error(`--mail-relay expects <host>:<port>, got "${value}"`);
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}

const logger = createLogger();
const signInMode = values['sign-in-mode'];
if (signInMode !== 'log' && signInMode !== 'demo') throw new Error(`--sign-in-mode is log or demo, got "${signInMode}"`);
const server = await createPlatformServer({
  logger,
  dbPath: values.db,
  tenantsDir: values['tenants-dir'],
  ...(values['dealers-from'] ? { dealersFrom: values['dealers-from'] } : {}),
  ...(values['secrets-dir'] ? { secretsDir: values['secrets-dir'] } : {}),
  ...(process.env.TURNSTILE_SECRET_KEY ? { captcha: { sharedSecret: process.env.TURNSTILE_SECRET_KEY } } : {}),
  allowedOrigins,
  leadRateLimit: { max: Number(values['lead-rate-limit']), windowMs: 60_000 },
  trustedProxies: values['trust-proxy'],
  signInMode,
  allowDemoSignIn: values['dev-demo-sign-in'],
  outbound: {
    allowPrivateNetworks: values['allow-private-networks'] || values['allow-private-webhooks'],
    plainSmtpAuthHosts: values['allow-smtp-plain-auth'].map((host) => host.toLowerCase()),
    mailRelay: mailRelay(values['mail-relay']),
  },
  ...(values['no-lead-delivery'] ? {} : { leadDelivery: {} }),
});

const { url } = await server.listen(Number(values.port), values.host);
logger.info(
  { url, db: databaseLabel(values.db), dealers: values['dealers-from'] ? `bundles in ${values['dealers-from']}` : values['tenants-dir'], sign_in: signInMode },
  `platform-api listening on ${url}`,
);

const drainTimeoutMs = Number(values['drain-timeout-ms']);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `once`: a second signal finds no handler and ends the process the default way.
  process.once(signal, () => {
    // The listener closes synchronously inside drain(); logging after it means a client that has
    // read this line is refused outright rather than accepted into the backlog and then reset.
    const drained = server.drain({ timeoutMs: drainTimeoutMs });
    logger.info({ signal, drain_timeout_ms: drainTimeoutMs }, 'platform-api draining');
    drained.then(
      () => {
        logger.info('platform-api stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'platform-api drain failed');
        process.exit(1);
      },
    );
  });
}
