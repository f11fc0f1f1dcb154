/**
 * Online payment limits (pure): the form and the platform API both ask this, with the dealer's
 * `account.onlinePayment` limits, so the shopper is told exactly what the server would refuse.
 */

import { formatAud as aud } from '../format.ts';

export interface PaymentLimits {
  minAmount: number;
  maxAmount: number;
}

/** '$1,249.50': payments are stated to the cent (src/domain/format.ts). */
export function formatAud(amount: number): string {
  return aud(amount, { cents: true });
}

/** The problem with an amount, or undefined when it can be paid. */
export function paymentAmountProblem(amount: number, limits: PaymentLimits): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return 'Please enter an amount.';
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return 'Please enter dollars and cents only.';
  if (amount < limits.minAmount || amount > limits.maxAmount) {
    return `Please enter an amount from ${formatAud(limits.minAmount)} to ${formatAud(limits.maxAmount)}.`;
  }
  return undefined;
}

/** Whole cents, for the payment provider. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
