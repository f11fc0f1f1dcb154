import { describe, expect, it } from 'vitest';
import { refusalReason } from './snapshot-acceptance.ts';

describe('snapshot acceptance', () => {
  it('refuses an empty snapshot when the live site has many cars', () => {
    expect(refusalReason({ records: 0, invalid: 0, previous: 300 })).toMatch(/no vehicles, the live site has 300/);
  });

  it('accepts an empty snapshot for a small or new dealer', () => {
    expect(refusalReason({ records: 0, invalid: 0, previous: 3 })).toBeUndefined();
    expect(refusalReason({ records: 0, invalid: 0, previous: undefined })).toBeUndefined();
  });

  it('refuses more than the allowed share of invalid records, and the share is configurable', () => {
    expect(refusalReason({ records: 100, invalid: 21, previous: 100 })).toMatch(/21 of 100 vehicle records are invalid \(21 %, more than the 20 % allowed\)/);
    expect(refusalReason({ records: 100, invalid: 20, previous: 100 })).toBeUndefined();
    expect(refusalReason({ records: 100, invalid: 21, previous: 100 }, { maxInvalidShare: 0.5, emptyRefusedAbove: 20 })).toBeUndefined();
  });
});
