import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { SpinResult } from '../../contract/index.ts';

/** The spins rows (migration 008) and their reply shape: the spin-to-win page and the account hub's list. */

const SpinRowSchema = z.object({ campaign: z.string(), prize_id: z.string(), prize_label: z.string(), is_prize: z.number(), spun_at: z.string() });

const COLUMNS = 'campaign, prize_id, prize_label, is_prize, spun_at';

/** A recorded spin as the API replies it; `segment` is where its prize sits on today's wheel. */
function spinResult(raw: unknown, prizes: readonly { id: string }[]): SpinResult {
  const row = SpinRowSchema.parse(raw);
  const segment = prizes.findIndex((prize) => prize.id === row.prize_id);
  return {
    campaign: row.campaign,
    prize_id: row.prize_id,
    label: row.prize_label,
    segment: Math.max(0, segment),
    is_prize: row.is_prize === 1,
    spun_at: row.spun_at,
  };
}

/** This shopper's spin in one campaign, if they have spun. */
export function spinIn(db: DatabaseSync, websiteId: number, userId: number, campaign: string, prizes: readonly { id: string }[]): SpinResult | null {
  const row = db.prepare(`SELECT ${COLUMNS} FROM spins WHERE website_id = ? AND user_id = ? AND campaign = ?`).get(websiteId, userId, campaign);
  return row ? spinResult(row, prizes) : null;
}

/** This shopper's latest spins on this website, newest first. */
export function latestSpins(db: DatabaseSync, websiteId: number, userId: number, prizes: readonly { id: string }[], limit = 20): SpinResult[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM spins WHERE website_id = ? AND user_id = ? ORDER BY spun_at DESC LIMIT ?`)
    .all(websiteId, userId, limit)
    .map((row) => spinResult(row, prizes));
}
