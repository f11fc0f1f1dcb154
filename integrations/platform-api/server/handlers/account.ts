import { DEMO_SIGN_IN_CODE, ERROR_CODES } from '../../contract/index.ts';
import {
  checkCode,
  CODE_TTL_SECONDS,
  createSession,
  deleteSession,
  randomCode,
  resendWaitSeconds,
  saveCode,
  SESSION_TTL_SECONDS,
  upsertUser,
} from '../auth/sessions.ts';
import { clearSessionCookie, sessionCookie } from '../auth/session-cookie.ts';
import { HttpFailure } from '../http/replies.ts';
import { enforceLimits, tooManyRequests } from '../limits/rate-limiter.ts';
import { limitSteps } from '../limits/limits.ts';
import type { HandlerContext, RouteHandler } from './handler-context.ts';
import { AVAILABLE_STATUSES, signedInUser, vehicleById } from './lookups.ts';

/** Phone sign-in and the watchlist (spec 01 §6: saving needs a signed-in user with a phone), per website. */

const SIGN_IN_LIMITED = 'Too many sign-in attempts from this connection. Please wait a few minutes and try again.';
const NOT_RIGHT = 'That code is not right, or it has expired. Please check it, or ask for a new code.';

/**
 * Who may try what (docs/security.md "Sign-in and holds against strangers"): every call counts against
 * the address and the dealer; codes and tries also against the (phone, address) pair, so wrong guesses
 * from one address lock only that address out of that number; the phone's own ceiling is far above
 * what one address can reach. Each step is counted only once the steps before it passed, so an address
 * over its limit does not use up the phone's.
 */
async function limitSignIn(context: HandlerContext<'requestSignInCode' | 'verifySignInCode'>): Promise<void> {
  const steps = limitSteps(context.options.limits, 'signIn', context.client.ip, context.tenant.site.id);
  await enforceLimits(context.store, steps, context.now, SIGN_IN_LIMITED);
}

const pairSubject = (websiteId: number, phone: string, ip: string) => `${websiteId}:${phone}:${ip}`;

export const requestSignInCode: RouteHandler<'requestSignInCode'> = async (context) => {
  const { phone } = context.body;
  const websiteId = context.tenant.site.id;
  const { limits } = context.options;
  // Demo mode is checked at start too; a real dealer folder added since must still never get it.
  const demo = context.options.signInMode === 'demo' && context.tenant.demo;
  if (context.options.signInMode === 'demo' && !demo) {
    throw new HttpFailure(403, ERROR_CODES.forbidden, 'Sign-in is not available on this site.');
  }
  await limitSignIn(context);
  // Codes are not re-sent on demand (each one replaces the last), and only a few per hour.
  const wait = demo ? 0 : await resendWaitSeconds(context.store, websiteId, phone, context.now);
  if (wait > 0) throw tooManyRequests(wait, 'A code was sent moments ago. Please wait before asking for another.');
  if (!demo) {
    const tooMany = 'Too many codes were sent to this number. Please try again later.';
    const pair = pairSubject(websiteId, phone, context.client.ip);
    await enforceLimits(context.store, [{ bucket: 'signIn:code-pair', subject: pair, rule: limits.signInCodesPerPhoneAddress }], context.now, tooMany);
    await enforceLimits(context.store, [{ bucket: 'signIn:phone', subject: `${websiteId}:${phone}`, rule: limits.signInCodesPerPhone }], context.now, tooMany);
  }
  const code = demo ? DEMO_SIGN_IN_CODE : randomCode();
  await saveCode(context.store, websiteId, phone, code, context.now);
  // The address that asked gets fresh tries at its new code; other addresses keep their count.
  await context.store.limits.clear('signIn:try-pair', pairSubject(websiteId, phone, context.client.ip));
  if (demo) {
    context.log(`platform-api: DEMO sign-in for ${phone} at website ${websiteId}: the code is ${code}`);
  } else {
    await context.sms.send({ to: phone, text: `${code} is your ${context.tenant.site.name} sign-in code. It expires in 10 minutes.` });
  }
  return { body: { sent: true, expires_in_seconds: CODE_TTL_SECONDS, ...(demo ? { demo_code: code } : {}) } };
};

export const verifySignInCode: RouteHandler<'verifySignInCode'> = async (context) => {
  const { phone, code } = context.body;
  const websiteId = context.tenant.site.id;
  await limitSignIn(context);
  // Counted before the code is looked at, so this 429 comes after the same number of tries whether or not a code is pending.
  const pair = {
    bucket: 'signIn:try-pair',
    subject: pairSubject(websiteId, phone, context.client.ip),
    rule: context.options.limits.signInTriesPerPhoneAddress,
  };
  const tries = await context.store.limits.countHit(pair.bucket, pair.subject, pair.rule, context.now);
  if (!tries.ok) {
    throw new HttpFailure(429, ERROR_CODES.tooManyAttempts, 'Too many tries for this number. Please ask for a new code, or wait a few minutes.', undefined, {
      'Retry-After': String(tries.retryAfterSeconds),
    });
  }
  // The try is counted even when the code is wrong, so the check commits before any failure reply.
  const outcome = await context.store.transaction(async (tx) => {
    const check = await checkCode(tx, websiteId, phone, code, context.now);
    if (check !== 'ok') return { check } as const;
    const user = await upsertUser(tx, websiteId, phone, context.now);
    return { check, user, session: await createSession(tx, websiteId, user.id, context.now) } as const;
  });
  // One reply for a wrong code, an expired or burnt one and no code at all.
  if (outcome.check !== 'ok') throw new HttpFailure(401, ERROR_CODES.invalidCode, NOT_RIGHT);
  const { user, session } = outcome;
  // The token travels only in the HttpOnly cookie: no page script ever holds it.
  return {
    body: { user, expires_at: session.expiresAt },
    headers: { 'Set-Cookie': sessionCookie(websiteId, session.token, SESSION_TTL_SECONDS) },
  };
};

export const getSession: RouteHandler<'getSession'> = async (context) => ({ body: { user: await signedInUser(context) } });

export const signOut: RouteHandler<'signOut'> = async (context) => {
  if (context.sessionToken) await deleteSession(context.store, context.tenant.site.id, context.sessionToken);
  return { body: { signed_out: true }, headers: { 'Set-Cookie': clearSessionCookie(context.tenant.site.id) } };
};

async function watchlistUser(context: HandlerContext<'saveWatchlistCar' | 'removeWatchlistCar'>) {
  const user = await signedInUser(context);
  if (user.phone !== context.body.phone_number) {
    throw new HttpFailure(403, ERROR_CODES.forbidden, 'That phone number does not belong to the signed-in user.');
  }
  return user;
}

export const saveWatchlistCar: RouteHandler<'saveWatchlistCar'> = async (context) => {
  const user = await watchlistUser(context);
  const vehicle = vehicleById(context, context.body.car_id);
  return context.persist(async (tx) => {
    // spec 01 §4: a sold car cannot be saved unless it already is.
    if (!AVAILABLE_STATUSES.has(vehicle.status) && !(await tx.watchlist.isWatched(user.id, vehicle.id))) {
      throw new HttpFailure(409, ERROR_CODES.carSold, 'This car has been sold and cannot be added to your watchlist.');
    }
    await tx.watchlist.watch(user.id, context.tenant.site.id, vehicle.id, context.now);
    return { body: { success: true } };
  });
};

export const removeWatchlistCar: RouteHandler<'removeWatchlistCar'> = async (context) => {
  const user = await watchlistUser(context);
  return context.persist(async (tx) => {
    await tx.watchlist.unwatch(user.id, context.body.car_id);
    return { body: { success: true } };
  });
};

export const listWatchlist: RouteHandler<'listWatchlist'> = async (context) => {
  const user = await signedInUser(context);
  const rows = await context.store.watchlist.watched(user.id, context.tenant.site.id);
  return { body: { cars: rows.map((row) => ({ car_id: row.car_id, saved_at: row.created_at })) } };
};
