import { describe, expect, it, vi } from 'vitest';
import { buildTextIndex } from './text/text-index.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';

vi.mock('./text/text-index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./text/text-index.ts')>();
  return { ...original, buildTextIndex: vi.fn(original.buildTextIndex) };
});

const cars = [
  { id: 1, make: 'Nissan', model: 'Navara', price: 40000 },
  { id: 2, make: 'Nissan', model: 'Patrol', price: 90000 },
  { id: 3, make: 'Kia', model: 'Sorento', price: 50000 },
];

describe('the text index is built on the first query with words', () => {
  it('is not built for filters, sorts, facets or an empty query; then once, and answers as before', () => {
    const engine = createEmbeddedEngine(cars, { filterableAttributes: ['make'], sortableAttributes: ['price'] });
    const filtered = engine.searchSync({ filter: 'make = Nissan', sort: ['price:desc'], facets: ['make'] });
    expect(filtered.hits.map((hit) => hit['id'])).toEqual([2, 1]);
    expect(buildTextIndex).not.toHaveBeenCalled();

    expect(engine.searchSync({ q: 'patrol' }).hits.map((hit) => hit['id'])).toEqual([2]);
    expect(engine.searchSync({ q: 'nissan -navara' }).hits.map((hit) => hit['id'])).toEqual([2]);
    expect(engine.searchSync({ q: '-kia' }).hits.map((hit) => hit['id'])).toEqual([1, 2]);
    expect(buildTextIndex).toHaveBeenCalledTimes(1);
  });
});
