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
}

export function createTestPaymentProvider(): TestPaymentProvider {
  const confirmedByKey = new Map<string, ConfirmResult>();
  const refunds: string[] = [];
  return {
    refunds,
    name: 'test',
    async createIntent() {
      const id = randomBytes(12).toString('hex');
      return { intentId: `pi_test_${id}`, clientSecret: `pi_test_${id}_secret_${randomBytes(8).toString('hex')}` };
    },
    async confirm({ paymentMethod, idempotencyKey }) {
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
      return result;
    },
    async refund({ intentId }) {
      refunds.push(intentId);
    },
  };
}
