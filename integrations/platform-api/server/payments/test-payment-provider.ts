import { randomBytes } from 'node:crypto';
import type { ConfirmResult, PaymentProvider } from './payment-provider.ts';

/**
 * A provider for development and tests, with the usual public test cards:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, anything else is refused.
 * Its intents live in memory; the reservation rows in the database are the record.
 */

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export interface TestPaymentProvider extends PaymentProvider {
  /** Intents refunded so far, for tests. */
  readonly refunds: string[];
  /** Intents successfully charged so far (a replayed confirmation is not a new charge), for tests. */
  readonly charges: string[];
}

/** `delayMs` makes every provider call take that long, like a real provider over the network. */
export function createTestPaymentProvider(options: { delayMs?: number } = {}): TestPaymentProvider {
  const confirmedByKey = new Map<string, ConfirmResult>();
  const refunds: string[] = [];
  const charges: string[] = [];
  const delay = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  return {
    refunds,
    charges,
    name: 'test',
    async createIntent() {
      await delay();
      const id = randomBytes(12).toString('hex');
      return { intentId: `pi_test_${id}`, clientSecret: `pi_test_${id}_secret_${randomBytes(8).toString('hex')}` };
    },
    async confirm({ intentId, paymentMethod, idempotencyKey }) {
      await delay();
      const earlier = confirmedByKey.get(idempotencyKey);
      if (earlier) return earlier;
      const card = paymentMethod.replace(/[\s-]/g, '');
      const result: ConfirmResult =
        card === TEST_CARDS.success
          ? { status: 'succeeded' }
          : card === TEST_CARDS.declined
            ? { status: 'declined', message: 'Your card was declined.' }
            : { status: 'declined', message: 'The test provider only accepts its test cards.' };
      confirmedByKey.set(idempotencyKey, result);
      if (result.status === 'succeeded') charges.push(intentId);
      return result;
    },
    async refund({ intentId }) {
      await delay();
      refunds.push(intentId);
    },
  };
}
