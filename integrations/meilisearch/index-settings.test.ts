import { describe, expect, it } from 'vitest';
import { REFINEMENT_ATTRIBUTES } from '../../src/search/query/refinement-fields.ts';
import { SORT_RULES } from '../../src/search/query/request-builder.ts';
import { meilisearchSettingsBody, vehicleIndexSettings } from './index-settings.ts';

describe('vehicle index settings', () => {
  it('make everything the search page filters, facets and sorts on filterable or sortable', () => {
    for (const attribute of [
      'status',
      'car_type',
      'make',
      'model',
      'simple_body',
      'simple_fuel',
      'simple_transmission',
      'state',
      'city',
      'dealership_id',
      'price',
      'km',
      'year',
      'show_on_dealer_website',
      'sold_date_timestamp',
    ]) {
      expect(vehicleIndexSettings.filterableAttributes).toContain(attribute);
    }
    expect(vehicleIndexSettings.sortableAttributes).toEqual(['price', 'km', 'year', 'created_at_timestamp', 'rank', 'weekly_repayment']);
    // Every sort the search page offers, and every refinement of the catalogue.
    for (const rule of Object.values(SORT_RULES).flat()) expect(vehicleIndexSettings.sortableAttributes).toContain(rule.split(':')[0]);
    for (const attribute of REFINEMENT_ATTRIBUTES) expect(vehicleIndexSettings.filterableAttributes).toContain(attribute);
  });

  it('rank by relevance, then the requested sort, then the custom rank descending', () => {
    expect(vehicleIndexSettings.rankingRules).toEqual(['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', 'rank:desc']);
  });

  it('send Meilisearch a settings body without the primary key, as mutable copies', () => {
    const body = meilisearchSettingsBody();
    expect(body).not.toHaveProperty('primaryKey');
    expect(body.filterableAttributes).toEqual([...vehicleIndexSettings.filterableAttributes]);
    expect(body.filterableAttributes).not.toBe(vehicleIndexSettings.filterableAttributes);
    expect(body.pagination).toEqual({ maxTotalHits: 100_000 });
  });

  it('send Meilisearch the dealer-tuned settings the embedded engine also reads (synonyms both ways, stop words, typo tolerance)', () => {
    const body = meilisearchSettingsBody();
    expect(body.synonyms?.['ute']).toContain('pick-up');
    expect(body.synonyms?.['pick-up']).toEqual(['ute']);
    expect(body.synonyms?.['4wd']).toEqual(['4x4']);
    expect(body.synonyms?.['4x4']).toEqual(['4wd']);
    expect(body.stopWords).toEqual([...vehicleIndexSettings.stopWords]);
    expect(body.typoTolerance).toMatchObject({ disableOnAttributes: ['stocknum'], disableOnNumbers: true });
    expect(body.typoTolerance?.disableOnAttributes).not.toBe(vehicleIndexSettings.typoTolerance.disableOnAttributes);
  });
});
