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
import { DEFAULT_DRAIN_MS, DEFAULT_IDEMPOTENCY_CLAIM_MS, DEFAULT_TIMEOUTS, type PlatformServerOptions } from './server-options.ts';
import { assertSignInModeAllowed } from './auth/sign-in-mode.ts';
import { createTenantStore, type TenantStore } from './tenants/tenant-store.ts';
import { warmDealers } from './tenants/warm-dealers.ts';
import { createBundleTenantStore } from './tenants/bundle-tenant-store.ts';
import { withInbox } from './delivery/inbox/inbox-listener.ts';
import { withAlerts } from './alerts/alerts-listener.ts';
import { startDeliveryWorker, type DeliveryWorker } from './delivery/worker.ts';
import { assertSecretsDirOutside, operatorSecrets } from '../../../src/operator/secret-sources.ts';
import { outboundPolicy } from './outbound/outbound-guard.ts';
import { createLogger, messageLog } from './operations/logger.ts';
import { createMetrics, type PlatformMetrics } from './operations/metrics.ts';
import { withOperations } from './operations/operations-listener.ts';
import { observeRequests, type RequestRecord } from './http/request-observer.ts';

/**
 * The reference platform API: a node:http server over the platform database (an SQLite file, or
 * PostgreSQL shared by several instances). The database is the only state that matters — stop a
 * process at any moment and another carries on from it.
 */

export interface PlatformServer {
  listen(port?: number, host?: string): Promise<{ port: number; host: string; url: string }>;
  /** Stops at once: open connections are cut (tests, a second signal). */
  close(): Promise<void>;
  /**
   * SIGTERM: readiness turns 503, the listener closes (new connections are refused), requests under
   * way finish and their connections close, the delivery worker finishes the rows it claimed, then the
   * database closes. Connections still open after `timeoutMs` are cut.
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  storage: Storage;
  metrics: PlatformMetrics;
  /** The dealers this process serves. */
  tenants: TenantStore;
  /** The repositories over `storage`: what the handlers and the delivery worker use. */
  store: Store;
  http: Server;
  /** This process's delivery worker (null when it delivers nothing): tests drain it instead of waiting. */
  deliveryWorker: DeliveryWorker | null;
}

export async function createPlatformServer(options: PlatformServerOptions): Promise<PlatformServer> {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? createLogger();
  // Free-text messages become JSON lines too; contact details a message might quote are scrubbed.
  const log = options.log ?? messageLog(logger);
  let draining = false;
  const signInMode = options.signInMode ?? 'log';
  // Refuse to start before touching the database: duplicate dealers or demo sign-in where it is not allowed.
  // Late-bound: the refusal metric exists once the storage is open, the dealers are read before.
  let countRefusal = () => {};
  const tenants = options.dealersFrom
    ? createBundleTenantStore(options.dealersFrom, { warn: log, onRefused: () => countRefusal() })
    : createTenantStore(options.tenantsDir, log);
  assertSignInModeAllowed(signInMode, options.allowDemoSignIn === true, tenants.all());
  // Before the storage opens and long before listen(): ready means every dealer's stock is parsed.
  const warmed = warmDealers(tenants);
  logger.info(warmed, `dealers loaded: ${warmed.dealers} dealers, ${warmed.vehicles} cars in ${warmed.ms} ms`);
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
  const metrics = createMetrics({ storage, store, now, dealersLoaded: () => tenants.all().length, log });
  countRefusal = metrics.bundleRefused;
  const readiness = { storage, dealersLoaded: () => tenants.all().length, draining: () => draining, log };
  const recordRequest = (record: RequestRecord) => {
    metrics.observeRequest(record);
    const fields = {
      req_id: record.requestId,
      website_id: record.websiteId,
      method: record.method,
      route: record.route,
      status: record.status,
      ms: Math.round(record.durationSeconds * 1_000_000) / 1000,
    };
    if (record.status >= 500) logger.error(fields, 'request');
    else logger.info(fields, 'request');
    // While draining, a connection whose reply just ended is closed rather than kept alive.
    if (draining) setImmediate(() => http.closeIdleConnections());
  };
  const http = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.idleMs,
      // How often Node enforces the two timeouts above (its default, 30 s, would let them run long).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    observeRequests(
      withOperations(
        { metrics, readiness },
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
      ),
      recordRequest,
    ),
  );
  // Leads are always queued for delivery with the lead; this process delivers them only when asked.
  const deliveryWorker = options.leadDelivery
    ? startDeliveryWorker(
        {
          onFailure: metrics.deliveryFailed,
          ...options.leadDelivery,
          outbound: { ...outbound, ...options.leadDelivery.outbound },
          store,
          tenants,
          secrets,
          now,
          log,
        },
        { autoStart: options.leadDelivery.autoStart ?? true },
      )
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
    deliveryWorker,
    metrics,
    tenants,
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
    async drain({ timeoutMs = DEFAULT_DRAIN_MS } = {}) {
      draining = true;
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      const cut = setTimeout(() => {
        log(`platform-api: drain: connections still open after ${timeoutMs} ms are cut`);
        http.closeAllConnections();
      }, timeoutMs);
      await Promise.all([closed, deliveryWorker?.stop()]);
      clearTimeout(cut);
      await storage.close();
    },
  };
}
