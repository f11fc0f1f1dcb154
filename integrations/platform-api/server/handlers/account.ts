import { DEMO_SIGN_IN_CODE, ERROR_CODES, SESSION_COOKIE } from '../../contract/index.ts';
import { checkCode, CODE_TTL_SECONDS, createSession, deleteSession, randomCode, saveCode, sentRecently, SESSION_TTL_SECONDS, upsertUser } from '../auth/sessions.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpFailure } from '../http/replies.ts';
import type { RouteHandler } from './handler-context.ts';
import { AVAILABLE_STATUSES, signedInUser, vehicleById } from './lookups.ts';

/** Demo phone sign-in and the watchlist (spec 01 §6: saving needs a signed-in user with a phone). */

export const requestSignInCode: RouteHandler<'requestSignInCode'> = (context) => {
  const demo = context.options.signInMode === 'demo';
  // Each new code resets the 5 tries, so real (random) codes are not re-sent on demand.
  if (!demo && sentRecently(context.db, context.body.phone, context.now)) {
    throw new HttpFailure(429, ERROR_CODES.tooManyAttempts, 'A code was sent moments ago. Please wait before asking for another.');
  }
  const code = demo ? DEMO_SIGN_IN_CODE : randomCode();
  saveCode(context.db, context.body.phone, code, context.now);
  // No SMS gateway in the reference server: the code goes to the log (and, in demo mode, the reply).
  context.log(`platform-api: sign-in code for ${context.body.phone}: ${code}`);
  return { body: { sent: true, expires_in_seconds: CODE_TTL_SECONDS, ...(demo ? { demo_code: code } : {}) } };
};

export const verifySignInCode: RouteHandler<'verifySignInCode'> = (context) => {
  const { phone, code } = context.body;
  // The attempt is counted even when the code is wrong, so the check commits before any failure reply.
  const outcome = inTransaction(context.db, () => {
    const check = checkCode(context.db, phone, code, context.now);
    if (check !== 'ok') return { check } as const;
    const user = upsertUser(context.db, phone, context.now);
    return { check, user, session: createSession(context.db, user.id, context.now) } as const;
  });
  if (outcome.check === 'too_many_attempts') {
    throw new HttpFailure(429, ERROR_CODES.tooManyAttempts, 'Too many attempts. Please request a new code.');
  }
  if (outcome.check !== 'ok') {
    const message = outcome.check === 'expired' ? 'That code has expired. Please request a new one.' : 'That code is not right. Please try again.';
    throw new HttpFailure(401, ERROR_CODES.invalidCode, message);
  }
  const { user, session } = outcome;
  const cookie = `${SESSION_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_SECONDS}`;
  return { body: { token: session.token, user, expires_at: session.expiresAt }, headers: { 'Set-Cookie': cookie } };
};

export const getSession: RouteHandler<'getSession'> = (context) => ({ body: { user: signedInUser(context) } });

export const signOut: RouteHandler<'signOut'> = (context) => {
  if (context.sessionToken) deleteSession(context.db, context.sessionToken);
  return { body: { signed_out: true }, headers: { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` } };
};

function watchlistUser(context: Parameters<typeof signedInUser>[0] & { body: { phone_number: string } }) {
  const user = signedInUser(context);
  if (user.phone !== context.body.phone_number) {
    throw new HttpFailure(403, ERROR_CODES.forbidden, 'That phone number does not belong to the signed-in user.');
  }
  return user;
}

export const saveWatchlistCar: RouteHandler<'saveWatchlistCar'> = (context) => {
  const user = watchlistUser(context);
  const vehicle = vehicleById(context, context.body.car_id);
  return context.persist(() => {
    const key = [user.id, context.body.website_id, vehicle.id] as const;
    const saved = context.db.prepare('SELECT 1 FROM watchlist WHERE user_id = ? AND website_id = ? AND car_id = ?').get(...key);
    // spec 01 §4: a sold car cannot be saved unless it already is.
    if (!saved && !AVAILABLE_STATUSES.has(vehicle.status)) {
      throw new HttpFailure(409, ERROR_CODES.carSold, 'This car has been sold and cannot be added to your watchlist.');
    }
    context.db
      .prepare('INSERT INTO watchlist (user_id, website_id, car_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(...key, context.now.toISOString());
    return { body: { success: true } };
  });
};

export const removeWatchlistCar: RouteHandler<'removeWatchlistCar'> = (context) => {
  const user = watchlistUser(context);
  return context.persist(() => {
    context.db
      .prepare('DELETE FROM watchlist WHERE user_id = ? AND website_id = ? AND car_id = ?')
      .run(user.id, context.body.website_id, context.body.car_id);
    return { body: { success: true } };
  });
};

export const listWatchlist: RouteHandler<'listWatchlist'> = (context) => {
  const user = signedInUser(context);
  const rows = context.db
    .prepare('SELECT car_id, created_at FROM watchlist WHERE user_id = ? AND website_id = ? ORDER BY created_at DESC, car_id')
    .all(user.id, context.query.website_id);
  return { body: { cars: rows.map((row) => ({ car_id: Number(row.car_id), saved_at: String(row.created_at) })) } };
};
