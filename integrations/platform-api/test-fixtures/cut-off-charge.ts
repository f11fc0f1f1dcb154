import type { TestPaymentProvider } from '../server/payments/test-payment-provider.ts';

/**
 * Makes the provider's next confirmation hang where a crash would cut it off: the request reaches the
 * provider and hears nothing back (as when its server process is killed there) until `finish()`.
 */
export function cutOffNextCharge(payments: TestPaymentProvider): { reached: Promise<void>; finish: () => void; restore: () => void } {
  const confirm = payments.confirm.bind(payments);
  let reachedProvider!: () => void;
  let finish!: () => void;
  const reached = new Promise<void>((resolve) => (reachedProvider = resolve));
  const hanging = new Promise<void>((resolve) => (finish = resolve));
  let calls = 0;
  payments.confirm = async (input) => {
    calls += 1;
    if (calls === 1) {
      reachedProvider();
      await hanging;
    }
    return confirm(input);
  };
  return { reached, finish, restore: () => (payments.confirm = confirm) };
}
