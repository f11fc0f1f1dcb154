import { z } from 'zod';
import type { SpinResult } from '../../contract/index.ts';
import { paymentReply, paymentsOf } from '../account/online-payment-rows.ts';
import type { RouteHandler } from './handler-context.ts';
import { signedInUser } from './lookups.ts';

/** The account hub's list: this shopper's paid payments and spins on this website, newest first. */

const SpinRowSchema = z.object({ campaign: z.string(), prize_id: z.string(), prize_label: z.string(), is_prize: z.number(), spun_at: z.string() });

export const accountActivity: RouteHandler<'accountActivity'> = (context) => {
  const { db, tenant } = context;
  const user = signedInUser(context);
  const prizes = tenant.site.account.spinToWin?.prizes ?? [];
  const spins: SpinResult[] = db
    .prepare('SELECT campaign, prize_id, prize_label, is_prize, spun_at FROM spins WHERE website_id = ? AND user_id = ? ORDER BY spun_at DESC LIMIT 20')
    .all(tenant.site.id, user.id)
    .map((raw) => {
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
    });
  return { body: { payments: paymentsOf(db, tenant.site.id, user.id).map(paymentReply), spins } };
};
