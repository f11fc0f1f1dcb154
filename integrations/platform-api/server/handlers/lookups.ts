import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../contract/index.ts';
import { findSessionUser, type SessionUser } from '../auth/sessions.ts';
import { HttpFailure } from '../http/replies.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import type { Repositories, Store } from '../storage/store.ts';

/** Lookups several handlers share; each fails with the reply a shopper should see. */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** "lead_k3j…" — 16 random characters: unguessable, and short enough to read out on the phone. */
export function newPublicId(prefix: 'lead' | 'res' | 'ss'): string {
  const bytes = randomBytes(16);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export function carNotFound(): HttpFailure {
  return new HttpFailure(404, ERROR_CODES.carNotFound, 'We could not find that car. It may have been sold.');
}

interface TenantScope {
  tenants: TenantStore;
  tenant: Tenant;
}

export function vehicleBySlug(context: TenantScope, slug: string): StockVehicle {
  const vehicle = context.tenants.vehicleBySlug(context.tenant, slug);
  if (!vehicle) throw carNotFound();
  return vehicle;
}

export function vehicleById(context: TenantScope, carId: number): StockVehicle {
  const vehicle = context.tenants.vehicleById(context.tenant, carId);
  if (!vehicle) throw carNotFound();
  return vehicle;
}

/** The user of this website's session cookie; a session from another dealer is no session here (401). */
export async function signedInUser(context: { store: Store; sessionToken: string | null; now: Date; tenant: Tenant }): Promise<SessionUser> {
  const user = await sessionUser(context);
  if (!user) throw new HttpFailure(401, ERROR_CODES.signInRequired, 'Please sign in to continue.');
  return user;
}

/** The user of this website's session cookie, or null when signed out (or signed in elsewhere). */
export function sessionUser(context: { store: Store; sessionToken: string | null; now: Date; tenant: Tenant }): Promise<SessionUser | null> {
  return context.sessionToken ? findSessionUser(context.store, context.tenant.site.id, context.sessionToken, context.now) : Promise.resolve(null);
}

export const AVAILABLE_STATUSES = new Set(['in_stock', 'coming_soon']);

/** The end of a paid hold on the car, if one is running now. */
export async function activeHoldUntil(store: Pick<Repositories, 'reservations'>, websiteId: number, carId: number, now: Date): Promise<string | null> {
  return (await store.reservations.activeHoldsUntil(websiteId, [carId], now)).get(carId) ?? null;
}
