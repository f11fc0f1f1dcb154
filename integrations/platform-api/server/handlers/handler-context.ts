import type { BodyOf, ParamsOf, QueryOf, ReplyOf, RouteName, Routes } from '../../contract/index.ts';
import type { SmsGateway } from '../auth/sms-gateway.ts';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import type { ValuationProvider } from '../valuation/valuation-provider.ts';
import type { RateLimits } from '../limits/limits.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import type { Repositories, Store } from '../storage/store.ts';

/** What every handler receives: validated input, the tenant it is for, and the services. */

export interface JsonOutcome<Reply> {
  status?: number;
  body: Reply;
  headers?: Record<string, string>;
}

export interface FileOutcome {
  status?: number;
  file: Uint8Array;
  contentType: string;
  headers?: Record<string, string>;
}

export type Outcome<N extends RouteName> = Routes[N]['replyType'] extends 'pdf' ? FileOutcome : JsonOutcome<ReplyOf<N>>;

export interface Services {
  /** The repositories of every area (storage/store.ts); `store.transaction` for several writes at once. */
  store: Store;
  tenants: TenantStore;
  payments: PaymentProvider;
  sms: SmsGateway;
  /** The adapters each dealer's config chooses (docs/integrations.md). */
  integrations: { valuationFor(tenant: Tenant): ValuationProvider; captchaFor(tenant: Tenant): CaptchaVerifier | null };
  options: { limits: RateLimits; signInMode: 'demo' | 'log' };
  log: (message: string) => void;
}

export interface HandlerContext<N extends RouteName> extends Services {
  params: ParamsOf<N>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  tenant: Tenant;
  now: Date;
  client: { ip: string; userAgent: string };
  /** Bearer token or session cookie, when the request carries one. */
  sessionToken: string | null;
  idempotencyKey: string | null;
  /**
   * Runs `work` in one database transaction and, for idempotent routes, stores the reply it returns
   * under the request's key in that same transaction: the row and its acknowledgement commit together.
   */
  persist(work: (tx: Repositories) => Outcome<N> | Promise<Outcome<N>>): Promise<Outcome<N>>;
}

export type RouteHandler<N extends RouteName> = (context: HandlerContext<N>) => Outcome<N> | Promise<Outcome<N>>;
export type RouteHandlers = { [N in RouteName]: RouteHandler<N> };
