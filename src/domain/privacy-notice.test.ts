import { describe, expect, it } from 'vitest';
import { collectionNotice } from './privacy-notice.ts';

describe('collection notice (APP 5)', () => {
  it('names the dealer, why it collects and who it goes to', () => {
    const text = collectionNotice({ name: 'Harbour City Nissan', dealershipCount: 1 }, null);
    expect(text).toMatch(/^Harbour City Nissan collects the details in this form to answer your enquiry/);
    expect(text).toContain("They go to Harbour City Nissan's sales, service and finance staff");
    expect(text).toContain('Without them we may not be able to respond.');
  });

  it('at a group the lead goes to the dealership chosen or the car’s', () => {
    expect(collectionNotice({ name: 'Southern Cross Auto Group', dealershipCount: 8 }, null)).toContain(
      'They go to the Southern Cross Auto Group dealership you choose (or that has the car)',
    );
  });

  it('a dealer’s own text wins, with {dealer} filled in', () => {
    expect(collectionNotice({ name: 'Outback Motorcycles', dealershipCount: 1 }, '{dealer} uses your details to reply.')).toBe(
      'Outback Motorcycles uses your details to reply.',
    );
  });
});
