import type { SmsGateway } from './auth/sms-gateway.ts';
import type { CaptchaServerOptions } from './captcha/choose-captcha.ts';
import type { AllowedOrigins } from './http/origin-policy.ts';
import type { RateLimits } from './limits/limits.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { DeliveryWorkerOptions } from './delivery/worker.ts';
import type { DealerSecrets } from '../../../src/operator/dealer-secrets.ts';
import type { OutboundPolicy } from './outbound/outbound-guard.ts';
import type { Logger } from './operations/logger.ts';

export interface PlatformServerOptions {
  /** The platform database: an SQLite file (created with its folder when missing), ':memory:', or a `postgres://` URL. */
  dbPath: string;
  /** Folder of dealer folders: <dir>/<slug>/site.json, data/stock.json, data/locations.json. */
  tenantsDir: string;
  /**
   * Serve the dealers from their platform bundles instead (`<dir>/<slug>/platform-bundle.json`, the dealers' private state targets,
   * what the publish step writes: tenants/platform-bundle.ts), swapped atomically as they change.
   */
  dealersFrom?: string;
  /** Extra browser origins per website id ('*' for every website). Each site's own url is always allowed. */
  allowedOrigins?: AllowedOrigins;
  /** Clock, for tests. */
  now?: () => Date;
  /** Leads per client address per window before further leads are refused with 429 (limits.leadsPerAddress). */
  leadRateLimit?: { max: number; windowMs: number };
  /** Any of the per-address and per-website limits (see limits/limits.ts for the defaults). */
  limits?: Partial<RateLimits>;
  /**
   * Addresses of your own reverse proxies. Only a request arriving from one of them has its client
   * address read from X-Forwarded-For (the right-most hop that is not a trusted proxy).
   */
  trustedProxies?: readonly string[];
  paymentProvider?: PaymentProvider;
  /**
   * 'log' (default): random codes, sent through `smsGateway`, never in a reply. 'demo': every code is
   * 123456 and is returned — refused unless `allowDemoSignIn` is set and every dealer served is a demo dealer.
   */
  signInMode?: 'demo' | 'log';
  /** The explicit development flag (`--dev-demo-sign-in`) without which demo sign-in is refused. */
  allowDemoSignIn?: boolean;
  /** Where sign-in codes go; the reference server ships the log gateway (the code is written to the log). */
  smsGateway?: SmsGateway;
  /** Turnstile verification: a local siteverify URL or a stand-in verifier for tests (default: Cloudflare, secret from `secrets`). */
  captcha?: CaptchaServerOptions;
  /** Socket timeouts; the defaults suit a public server. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Run the lead delivery worker in this process (main.ts does); leads are queued either way.
   * `autoStart: false` keeps it from polling: whoever started the server runs its passes (tests).
   */
  leadDelivery?: Omit<DeliveryWorkerOptions, 'store' | 'tenants' | 'secrets' | 'now' | 'log'> & { autoStart?: boolean };
  /**
   * The operator's dealer secrets (SMTP password, webhook secrets, inbox key, valuation key), looked
   * up by website id. Default: `secretsDir` when given, then FORECOURT_<id>_… in process.env.
   */
  secrets?: DealerSecrets;
  /** An operator-owned folder of dealer secrets (<dir>/<website id>/<kind>), outside the dealer folders. */
  secretsDir?: string;
  /**
   * Connections made on a dealer's behalf (webhooks, valuation provider, SMTP): private addresses are
   * refused unless `allowPrivateNetworks`; SMTP logs in only over TLS except on `plainSmtpAuthHosts`;
   * `mailRelay` sends every dealer's email to one operator server instead (a local mail catcher).
   */
  outbound?: Partial<OutboundPolicy>;
  /** Free-text messages (warnings, worker failures); default: info lines of `logger`. */
  log?: (message: string) => void;
  /** The JSON logger (request lines and, without `log`, every message); default: pino on stdout. */
  logger?: Logger;
  /**
   * How long a request holds its Idempotency-Key before a retry may take it over (the process that
   * held it died); longer than any request may take. Default 60 s.
   */
  idempotencyClaimMs?: number;
}

export const DEFAULT_IDEMPOTENCY_CLAIM_MS = 60_000;

/** How long SIGTERM waits for requests under way before cutting their connections (under a typical 30 s kill grace). */
export const DEFAULT_DRAIN_MS = 25_000;

export interface ServerTimeouts {
  /** Time to receive the request headers. */
  headersMs: number;
  /** Time to receive the whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 5_000 };
