import { describe, expect, it } from 'vitest';
import { resumesCharge } from './charge-resume.ts';

describe('resumesCharge', () => {
  it('lets only the request that started the charge carry it on', () => {
    expect(resumesCharge('key-1', 'key-1')).toBe(true);
    expect(resumesCharge('key-1', 'key-2')).toBe(false);
    expect(resumesCharge('key-1', null)).toBe(false);
  });

  it('never matches a charge started without a key', () => {
    expect(resumesCharge(null, null)).toBe(false);
    expect(resumesCharge('', '')).toBe(false);
  });
});
