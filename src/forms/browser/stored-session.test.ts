import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession, rememberWatchlist, SESSION_STORAGE_KEY, writeStoredSession } from './stored-session.ts';

/** The browser keeps who signed in, never the token (that is the API's HttpOnly cookie). */

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const holder = globalThis as unknown as { localStorage?: MemoryStorage };
beforeEach(() => {
  holder.localStorage = new MemoryStorage();
});
afterEach(() => {
  delete holder.localStorage;
});

describe('stored session', () => {
  const user = { id: 7, phone: '0412345678' };

  it('keeps only the user and expiry, even when handed more', () => {
    writeStoredSession({ user, expiresAt: '2030-01-01T00:00:00.000Z', token: 'secret' } as never);
    expect(JSON.parse(holder.localStorage?.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({ user, expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(readStoredSession(Date.parse('2029-01-01'))).toEqual({ user, expiresAt: '2030-01-01T00:00:00.000Z' });
  });

  it("keeps the session's saved-car ids as the API confirmed them; a malformed list is no list", () => {
    writeStoredSession({ user, expiresAt: '2030-01-01T00:00:00.000Z' });
    rememberWatchlist([12, 34]);
    expect(readStoredSession(Date.parse('2029-01-01'))?.watchlist).toEqual([12, 34]);
    holder.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, expiresAt: '2030-01-01T00:00:00.000Z', watchlist: ['12'] }));
    expect(readStoredSession(Date.parse('2029-01-01'))).toEqual({ user, expiresAt: '2030-01-01T00:00:00.000Z' });
    writeStoredSession(null);
    rememberWatchlist([1]); // signed out: nothing to keep it in
    expect(readStoredSession()).toBeNull();
  });

  it('an expired record is no session; an old record holding a bearer token is dropped', () => {
    writeStoredSession({ user, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(readStoredSession(Date.parse('2021-01-01'))).toBeNull();
    holder.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'abc', user, expiresAt: '2030-01-01T00:00:00.000Z' }));
    expect(readStoredSession(Date.parse('2029-01-01'))).toBeNull();
    expect(holder.localStorage?.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
