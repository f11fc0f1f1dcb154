import { describe, expect, it } from 'vitest';
import { needsStandardPrivacyPage, standardPrivacySections } from './privacy-policy.ts';

describe('the standard privacy page', () => {
  it('is built when the forms link to /privacy-policy and no content page has it', () => {
    expect(needsStandardPrivacyPage('/privacy-policy', new Set(['/finance']))).toBe(true);
    expect(needsStandardPrivacyPage('/privacy-policy/', new Set())).toBe(true);
  });

  it("is not built over the dealer's own page or when the link points elsewhere", () => {
    expect(needsStandardPrivacyPage('/privacy-policy', new Set(['/privacy-policy']))).toBe(false);
    expect(needsStandardPrivacyPage('https://www.dealer.example.com/privacy', new Set())).toBe(false);
    expect(needsStandardPrivacyPage('/pages/privacy', new Set())).toBe(false);
  });

  it('says how to reach the dealer with the details it has', () => {
    const sections = standardPrivacySections({ name: 'Mini Motors', phone: '07 3000 1234', address: '1 Test Street, Brisbane QLD 4000' });
    const text = sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('Mini Motors collects');
    expect(text).toContain('phone 07 3000 1234, write to 1 Test Street, Brisbane QLD 4000');
    expect(text).toContain(': phone 07 3000 1234, write to 1 Test Street, Brisbane QLD 4000. If');
  });
});
