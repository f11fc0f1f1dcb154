/**
 * The payment-provider port. A real adapter (Stripe, Adyen, …) wraps its SDK behind this; the
 * reference server ships the test provider. Card data never reaches this server: the browser SDK
 * turns a card into an opaque `paymentMethod` token that `confirm` receives.
 */

export interface CreateIntentInput {
  amountCents: number;
  currency: 'AUD';
  description: string;
  /** Passed through so a retried call cannot create a second intent at the provider. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentIntent {
  intentId: string;
  /** Handed to the browser SDK to collect the card. */
  clientSecret: string;
}

export type ConfirmResult = { status: 'succeeded' } | { status: 'declined'; message: string };

export interface PaymentProvider {
  readonly name: string;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  confirm(input: { intentId: string; paymentMethod: string; idempotencyKey: string }): Promise<ConfirmResult>;
  /** Gives a captured deposit back: used when the car was taken by someone else while paying. */
  refund(input: { intentId: string; reason: string }): Promise<void>;
}
