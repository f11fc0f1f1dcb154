import type { Repositories } from '../storage/store.ts';
import { z } from 'zod';
import { flag } from '../storage/schema.ts';
import type { SpinResult } from '../../contract/index.ts';

/** The spins rows (migration 008) and their reply shape: the spin-to-win page and the account hub's list. */

const SpinRowSchema = z.object({
  campaign: z.string(),
  prize_id: z.string(),
  prize_label: z.string(),
  is_prize: z.union([z.number(), z.boolean()]),
  spun_at: z.string(),
});

/** A recorded spin as the API replies it; `segment` is where its prize sits on today's wheel. */
function spinResult(raw: unknown, prizes: readonly { id: string }[]): SpinResult {
  const row = SpinRowSchema.parse(raw);
  const segment = prizes.findIndex((prize) => prize.id === row.prize_id);
  return {
    campaign: row.campaign,
    prize_id: row.prize_id,
    label: row.prize_label,
    segment: Math.max(0, segment),
    is_prize: flag(row.is_prize),
    spun_at: row.spun_at,
  };
}

/** This shopper's spin in one campaign, if they have spun. */
export async function spinIn(
  store: Pick<Repositories, 'accountRecords'>,
  websiteId: number,
  userId: number,
  campaign: string,
  prizes: readonly { id: string }[],
): Promise<SpinResult | null> {
  const row = await store.accountRecords.spin(websiteId, userId, campaign);
  return row ? spinResult(row, prizes) : null;
}

/** This shopper's latest spins on this website, newest first. */
export async function latestSpins(
  store: Pick<Repositories, 'accountRecords'>,
  websiteId: number,
  userId: number,
  prizes: readonly { id: string }[],
  limit = 20,
): Promise<SpinResult[]> {
  return (await store.accountRecords.latestSpins(websiteId, userId, limit)).map((row) => spinResult(row, prizes));
}
