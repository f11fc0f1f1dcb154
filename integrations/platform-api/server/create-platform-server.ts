import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openStorage } from './storage/open-storage.ts';
import type { Storage } from './storage/storage.ts';
import { createStore, type Store } from './storage/store.ts';
import { handlers } from './handlers/index.ts';
import { createOriginPolicy } from './http/origin-policy.ts';
import { createRequestListener } from './http/request-pipeline.ts';
import { createLogSmsGateway } from './auth/sms-gateway.ts';
import { captchaVerifierFor } from './captcha/choose-captcha.ts';
import { valuationProviderFor } from './valuation/choose-valuation.ts';
import { DEFAULT_RATE_LIMITS } from './limits/limits.ts';
import { createTestPaymentProvider } from './payments/test-payment-provider.ts';
import { DEFAULT_IDEMPOTENCY_CLAIM_MS, DEFAULT_TIMEOUTS, type PlatformServerOptions } from './server-options.ts';
import { assertSignInModeAllowed } from './auth/sign-in-mode.ts';
import { createTenantStore } from './tenants/tenant-store.ts';
import { withInbox } from './delivery/inbox/inbox-listener.ts';
import { withAlerts } from './alerts/alerts-listener.ts';
import { startDeliveryWorker } from './delivery/worker.ts';
import { assertSecretsDirOutside, operatorSecrets } from '../../../src/operator/secret-sources.ts';
import { outboundPolicy } from './outbound/outbound-guard.ts';

/**
 * The reference platform API: a node:http server over the platform database (an SQLite file, or
 * PostgreSQL shared by several instances). The database is the only state that matters — stop a
 * process at any moment and another carries on from it.
 */

export interface PlatformServer {
  listen(port?: number, host?: string): Promise<{ port: number; host: string; url: string }>;
  close(): Promise<void>;
  storage: Storage;
  /** The repositories over `storage`: what the handlers and the delivery worker use. */
  store: Store;
  http: Server;
}

export async function createPlatformServer(options: PlatformServerOptions): Promise<PlatformServer> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.log(message));
  const signInMode = options.signInMode ?? 'log';
  // Refuse to start before touching the database: duplicate dealers or demo sign-in where it is not allowed.
  const tenants = createTenantStore(options.tenantsDir, log);
  assertSignInModeAllowed(signInMode, options.allowDemoSignIn === true, tenants.all());
  const storage = await openStorage(options.dbPath);
  const store = createStore(storage);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const siteUrls = {
    urlOf: (websiteId: number) => tenants.byWebsiteId(websiteId)?.site.url,
    all: () => tenants.all().map((tenant) => tenant.site.url),
  };

  // Dealer secrets (SMTP passwords, webhook secrets, inbox keys) are the operator's, found by website id only.
  if (options.secretsDir) assertSecretsDirOutside(options.secretsDir, options.tenantsDir);
  const secrets = options.secrets ?? operatorSecrets({ env: process.env, dir: options.secretsDir });
  const outbound = outboundPolicy(options.outbound);
  const http = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.idleMs,
      // How often Node enforces the two timeouts above (its default, 30 s, would let them run long).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    withAlerts(
      { store, tenants, secrets, now, log },
      withInbox(
        { store, tenants, secrets, now, log },
        createRequestListener({
          store,
          idempotencyClaimMs: options.idempotencyClaimMs ?? DEFAULT_IDEMPOTENCY_CLAIM_MS,
          tenants,
          handlers,
          log,
          now,
          origins: createOriginPolicy(siteUrls, options.allowedOrigins),
          payments: options.paymentProvider ?? createTestPaymentProvider(),
          trustedProxies: new Set(options.trustedProxies ?? []),
          sms: options.smsGateway ?? createLogSmsGateway(log),
          integrations: {
            valuationFor: (tenant) => valuationProviderFor(tenant.site.id, tenant.site.integrations.valuationProvider, secrets, outbound),
            captchaFor: (tenant) => captchaVerifierFor(tenant.site.id, tenant.site.integrations.turnstile, secrets, options.captcha),
          },
          options: {
            limits: { ...DEFAULT_RATE_LIMITS, ...(options.leadRateLimit ? { leadsPerAddress: options.leadRateLimit } : {}), ...options.limits },
            signInMode,
          },
        }),
      ),
    ),
  );
  // Leads are always queued for delivery with the lead; this process delivers them only when asked.
  const deliveryWorker = options.leadDelivery
    ? startDeliveryWorker({ ...options.leadDelivery, outbound: { ...outbound, ...options.leadDelivery.outbound }, store, tenants, secrets, now, log })
    : null;
  // A connection that sends nothing at all (not even a first request) is closed too.
  http.timeout = timeouts.requestMs;
  // A request Node cannot even parse gets a plain 400 and the socket is closed; the server goes on.
  // One too slow to send its headers or body gets a 408.
  http.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  });

  return {
    storage,
    store,
    http,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          http.off('error', reject);
          const address = http.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ port: address.port, host: address.address, url: `http://${shownHost}:${address.port}` });
        });
      });
    },
    async close() {
      await deliveryWorker?.stop();
      return new Promise((resolve) => {
        http.close(() => {
          void storage.close().then(() => resolve());
        });
        http.closeAllConnections();
      });
    },
  };
}
