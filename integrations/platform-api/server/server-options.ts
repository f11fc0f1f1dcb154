import type { AllowedOrigins } from './http/origin-policy.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

export interface PlatformServerOptions {
  /** SQLite file (created with its folder when missing), or ':memory:'. */
  dbPath: string;
  /** Folder of dealer folders: <dir>/<slug>/site.json, data/stock.json, data/locations.json. */
  tenantsDir: string;
  /** Extra browser origins per website id ('*' for every website). Each site's own url is always allowed. */
  allowedOrigins?: AllowedOrigins;
  /** Clock, for tests. */
  now?: () => Date;
  /** Leads per client IP per window before further leads are kept but flagged suspected_spam. */
  leadRateLimit?: { max: number; windowMs: number };
  /** Read the client IP from X-Forwarded-For (only behind a proxy you control). */
  trustProxy?: boolean;
  paymentProvider?: PaymentProvider;
  /** 'demo': every sign-in code is 123456 and is returned in the reply; 'log': random codes, logged only. */
  signInMode?: 'demo' | 'log';
  log?: (message: string) => void;
}

export const DEFAULT_LEAD_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;
