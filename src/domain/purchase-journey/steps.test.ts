import { describe, expect, it } from 'vitest';
import { depositTerms, firstOpenStep, missingBefore } from './steps.ts';

describe('purchase journey steps', () => {
  it('opens at the first step not saved, and at the summary once all are', () => {
    expect(firstOpenStep([])).toBe('price');
    expect(firstOpenStep(['price'])).toBe('trade_in');
    expect(firstOpenStep(['price', 'trade_in', 'finance'])).toBe('deposit');
    expect(firstOpenStep(['price', 'trade_in', 'finance', 'deposit', 'fulfilment'])).toBe('summary');
    expect(firstOpenStep(['price', 'trade_in', 'finance', 'deposit', 'fulfilment', 'summary'])).toBe('summary');
  });

  it('allows a step only after every earlier one, and going back to a saved one', () => {
    expect(missingBefore('price', [])).toBeNull();
    expect(missingBefore('trade_in', [])).toBe('price');
    expect(missingBefore('deposit', ['price', 'trade_in'])).toBe('finance');
    expect(missingBefore('summary', ['price', 'trade_in', 'finance', 'fulfilment'])).toBe('deposit');
    expect(missingBefore('trade_in', ['price', 'trade_in', 'finance'])).toBeNull();
  });

  it("states the spec's deposit terms: held for the hours given, 100% refundable", () => {
    expect(depositTerms('$200', 48)).toMatch(/^Your \$200 deposit holds this car for you for 48 hours and is 100% refundable/);
  });
});
