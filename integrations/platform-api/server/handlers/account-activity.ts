import { paymentReply, paymentsOf } from '../account/online-payment-rows.ts';
import { latestSpins } from '../account/spin-rows.ts';
import type { RouteHandler } from './handler-context.ts';
import { signedInUser } from './lookups.ts';

/** The account hub's list: this shopper's paid payments and spins on this website, newest first. */

export const accountActivity: RouteHandler<'accountActivity'> = async (context) => {
  const { store, tenant } = context;
  const user = await signedInUser(context);
  const spins = await latestSpins(store, tenant.site.id, user.id, tenant.site.account.spinToWin?.prizes ?? []);
  return { body: { payments: (await paymentsOf(store, tenant.site.id, user.id)).map(paymentReply), spins } };
};
