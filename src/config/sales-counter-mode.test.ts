import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './load-config.ts';
import { MINIMAL_SITE } from './test-fixtures.ts';

const minimal = MINIMAL_SITE;

describe('experience.salesCounterMode', () => {
  it("defaults to the real count ('sold-this-month') for a new dealer", () => {
    const result = parseSiteConfig('site.json', minimal);
    expect(result.ok && result.config.experience.salesCounterMode).toBe('sold-this-month');
  });

  it("keeps the spec's formula as a named mode a dealer opts into", () => {
    const result = parseSiteConfig('site.json', { ...minimal, experience: { salesCounterMode: 'formula' } });
    expect(result.ok && result.config.experience.salesCounterMode).toBe('formula');
  });

  it('refuses an unknown mode', () => {
    expect(parseSiteConfig('site.json', { ...minimal, experience: { salesCounterMode: 'made-up' } }).ok).toBe(false);
  });
});
