import { describe, expect, it } from 'vitest';
import { conditionLabel } from './condition.ts';

describe('conditionLabel', () => {
  it('names each condition the one way the site shows it', () => {
    expect([conditionLabel('new'), conditionLabel('used'), conditionLabel('demo')]).toEqual(['New', 'Used', 'Demo']);
  });
  it('reads a URL value in any case, and shows an unknown one as given', () => {
    expect(conditionLabel('USED')).toBe('Used');
    expect(conditionLabel('ex-rental')).toBe('ex-rental');
  });
});
