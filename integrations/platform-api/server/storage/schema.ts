import type { Generated } from 'kysely';

/**
 * The platform database as both engines hold it, for Kysely's typed queries. Timestamps read back as
 * ISO 8601 strings on both (SQLite keeps them as TEXT; PostgreSQL's timestamptz is parsed to the same
 * string, see postgres-pool.ts), and are written as ISO strings. Flags are written as booleans and
 * read as 0/1 (SQLite) or true/false (PostgreSQL): read them through `flag()`.
 */

type Timestamp = string;
type Flag = number | boolean;

export interface LeadsTable {
  id: Generated<number>;
  public_id: string;
  website_id: number;
  form_type: string;
  category: string;
  subcategory: string | null;
  name: string;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  car_id: number | null;
  dealership_slug: string | null;
  location_id: number | null;
  appointment_at: Timestamp | null;
  payload_json: string;
  suspected_spam: Flag;
  spam_reason: string | null;
  client_ip: string;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface LeadStepsTable {
  id: Generated<number>;
  lead_id: number;
  step: string;
  request_json: string;
  reply_json: string;
  created_at: Timestamp;
  updated_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  website_id: number;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  /** 'pending' while the first request runs (claimed_until), 'done' once its reply is stored. */
  state: Generated<'pending' | 'done'>;
  claimed_until: Timestamp | null;
  claim_token: string | null;
  status: number;
  content_type: string;
  reply_body: Uint8Array;
  created_at: Timestamp;
}

export interface MiscellaneousTable {
  id: Generated<number>;
  website_id: number;
  column_name: string;
  lead_public_id: string | null;
  value_json: string;
  created_at: Timestamp;
}

export interface CarViewsTable {
  website_id: number;
  car_slug: string;
  views: Generated<number>;
}

export interface PhoneRevealsTable {
  id: Generated<number>;
  website_id: number;
  car_id: number;
  dealership_id: number;
  client_ip: string;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  website_id: number;
  phone: string;
  created_at: Timestamp;
}

export interface SignInCodesTable {
  website_id: number;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  requested_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  website_id: number;
  user_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface WatchlistTable {
  user_id: number;
  website_id: number;
  car_id: number;
  created_at: Timestamp;
}

export type ReservationStatus = 'pending_payment' | 'charging' | 'confirmed' | 'expired' | 'released' | 'refunding' | 'cancelled';

export interface ReservationsTable {
  id: Generated<number>;
  public_id: string;
  website_id: number;
  car_id: number;
  car_slug: string;
  status: ReservationStatus;
  amount_cents: number;
  currency: string;
  provider: string;
  intent_id: string;
  client_secret: string;
  name: string;
  email: string;
  phone: string;
  user_id: number | null;
  reserved_until: Timestamp | null;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  hold_expires_at: Timestamp | null;
  hold_key: string | null;
  /** The address that took the hold (migration 010): unpaid holds at once are limited per address. */
  client_ip: string | null;
  /** The Idempotency-Key of the request that started the running charge (migration 011). */
  charge_key: string | null;
}

export interface RateLimitHitsTable {
  bucket: string;
  subject: string;
  window_start: number;
  hits: number;
}

/** The columns lead_deliveries and alert_emails share: worked the same way (outbox-repository.ts). */
interface OutboxColumns {
  id: Generated<number>;
  website_id: number;
  status: Generated<'pending' | 'delivered' | 'dead' | 'cancelled'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LeadDeliveriesTable extends OutboxColumns {
  lead_id: number;
  event: Generated<string>;
  channel: string;
  target: string;
  lead_type: string;
}

export interface AlertEmailsTable extends OutboxColumns {
  batch_id: string;
  user_id: number;
  email: string;
  content_json: string;
}

export interface PurchaseJourneysTable {
  lead_id: number;
  website_id: number;
  car_id: number;
  user_id: number | null;
  token_hash: string;
  status: Generated<'open' | 'submitted' | 'stopped'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Timestamp | null;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  website_id: number;
  name: string;
  path: string;
  query: string;
  created_at: Timestamp;
}

export interface AlertSubscriptionsTable {
  user_id: number;
  website_id: number;
  email: string;
  unsubscribed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface StockChangeBatchesTable {
  website_id: number;
  batch_id: string;
  received_at: Timestamp;
  alerts_queued: number;
}

export interface AlertSigningKeysTable {
  id: number;
  secret: string;
}

export interface SpinsTable {
  id: Generated<number>;
  website_id: number;
  user_id: number;
  campaign: string;
  prize_id: string;
  prize_label: string;
  is_prize: Flag;
  lead_id: number | null;
  spun_at: Timestamp;
}

export interface OnlinePaymentsTable {
  id: Generated<number>;
  public_id: string;
  website_id: number;
  user_id: number;
  status: 'pending_payment' | 'charging' | 'paid';
  amount_cents: number;
  currency: string;
  purpose: string;
  reference: string;
  name: string;
  email: string;
  provider: string;
  intent_id: string;
  client_secret: string;
  lead_id: number | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  /** The Idempotency-Key of the request that started the running charge (migration 011). */
  charge_key: string | null;
}

export interface Database {
  leads: LeadsTable;
  lead_steps: LeadStepsTable;
  idempotency_keys: IdempotencyKeysTable;
  miscellaneous: MiscellaneousTable;
  car_views: CarViewsTable;
  phone_reveals: PhoneRevealsTable;
  users: UsersTable;
  sign_in_codes: SignInCodesTable;
  sessions: SessionsTable;
  watchlist: WatchlistTable;
  reservations: ReservationsTable;
  rate_limit_hits: RateLimitHitsTable;
  lead_deliveries: LeadDeliveriesTable;
  purchase_journeys: PurchaseJourneysTable;
  saved_searches: SavedSearchesTable;
  alert_subscriptions: AlertSubscriptionsTable;
  stock_change_batches: StockChangeBatchesTable;
  alert_emails: AlertEmailsTable;
  alert_signing_keys: AlertSigningKeysTable;
  spins: SpinsTable;
  online_payments: OnlinePaymentsTable;
}
/** A stored flag, whichever engine stored it. */
export function flag(value: Flag): boolean {
  return value === true || value === 1;
}
