import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './load-config.ts';
import { MINIMAL_SITE } from './test-fixtures.ts';
import { problemToString } from './config-error.ts';

const minimal = MINIMAL_SITE;

describe('parseSiteConfig', () => {
  it('fills every default the spec names', () => {
    const result = parseSiteConfig('site.json', minimal);
    if (!result.ok) throw new Error(result.problems.map(problemToString).join('\n'));
    const { config } = result;
    expect(config.stock.soldVisibleDays).toBe(3);
    expect(config.stock.newArrivalLabel).toBe('New');
    expect(config.texts.noPrice).toBe('Enquire for price.');
    expect(config.texts.financeButton).toBe('Get Finance');
    expect(config.search.engine).toEqual({ type: 'embedded' });
    expect(config.search.pageSize).toBe(21);
    expect(config.finance.defaultInterest).toBe(10);
    expect(config.experience.reviews.excludedIds).toEqual([386779]);
    expect(config.experience.promoTiles[0]?.title).toBe('We Want Your Car!');
    expect(config.features.compare).toBe(true);
  });

  it('keeps the reserve default for a dealer with a platform API (without one it is off: api-features.ts)', () => {
    const result = parseSiteConfig('site.json', { ...minimal, integrations: { platformApi: { baseUrl: '/' } } });
    expect(result.ok && result.config.features.reserve).toBe(true);
  });

  it('merges nested overrides without losing sibling defaults', () => {
    const result = parseSiteConfig('site.json', { ...minimal, stock: { soldVisibleDays: 14 } });
    expect(result.ok && result.config.stock.soldVisibleDays).toBe(14);
    expect(result.ok && result.config.stock.comingSoonText).toBe('COMING SOON');
  });

  it('names the file, the path and the nearest key for a misspelt key', () => {
    const result = parseSiteConfig('tenants/demo/site.json', { ...minimal, features: { reserv: false } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(problemToString(result.problems[0]!)).toBe('tenants/demo/site.json: features: unknown key "reserv": did you mean "reserve"?');
  });

  it('reports a wrong type with the expected type', () => {
    const result = parseSiteConfig('site.json', { ...minimal, stock: { soldVisibleDays: 'three' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ path: 'stock.soldVisibleDays' });
    expect(result.problems[0]?.message).toMatch(/expected number, received string/);
  });

  it('reports a missing required field', () => {
    const { name: _name, ...withoutName } = minimal;
    const result = parseSiteConfig('site.json', withoutName);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ path: 'name' });
    expect(result.problems[0]?.message).toMatch(/required/);
  });

  it('rejects a slug that differs from the folder', () => {
    const result = parseSiteConfig('site.json', minimal, 'other');
    expect(result.ok).toBe(false);
  });

  it('rejects an admin-looking meilisearch setup missing the search key', () => {
    const result = parseSiteConfig('site.json', {
      ...minimal,
      search: { engine: { type: 'meilisearch', host: 'https://ms.example.com' } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.path).toBe('search.engine.searchKey');
  });

  it("refuses a Meilisearch index chosen in the folder: it is named after the dealer's website id", () => {
    const result = parseSiteConfig('site.json', {
      ...minimal,
      search: { engine: { type: 'meilisearch', host: 'https://ms.example.com', searchKey: 'k', indexUid: 'another-dealers-index' } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({
      path: 'search.engine.indexUid',
      message: expect.stringContaining('forecourt-<website id>-vehicles') as unknown,
    });
  });
});
