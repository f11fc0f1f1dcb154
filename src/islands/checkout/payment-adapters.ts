/**
 * Browser side of the payment-provider adapters. The API's createReservation reply names the
 * provider and carries its client secret; the adapter turns what the shopper enters into the
 * `payment_method` the API confirms with. The test provider takes its public test card numbers;
 * a real provider (Stripe, say) would mount its own card element with the client secret here and
 * return the payment method id its SDK produces.
 */
export interface PaymentAdapter {
  provider: string;
  fieldLabel: string;
  hint: string;
  autocomplete: string;
  validate(input: string): string | null;
  toPaymentMethod(input: string): string;
}

const testProvider: PaymentAdapter = {
  provider: 'test',
  fieldLabel: 'Card number',
  hint: 'Test mode: use 4242 4242 4242 4242 (4000 0000 0000 0002 is declined). No money is taken.',
  autocomplete: 'cc-number',
  validate: (input) => (/^\d{12,19}$/.test(input.replace(/[\s-]/g, '')) ? null : 'Please enter a card number.'),
  toPaymentMethod: (input) => input.replace(/[\s-]/g, ''),
};

export function paymentAdapterFor(provider: string): PaymentAdapter | null {
  return provider === testProvider.provider ? testProvider : null;
}
