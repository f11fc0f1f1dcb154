import { describe, expect, it } from 'vitest';
import { buildEngineIndex } from '../engine-index.ts';
import { bitsetToIds } from '../bitset.ts';
import type { FilterNode } from './filter-ast.ts';
import { compileFilter, type CompiledFilter, type FilterContext } from './filter-compiler.ts';
import { parseFilterExpression, parseSearchFilter } from './filter-parser.ts';

const index = buildEngineIndex(
  Array.from({ length: 40 }, (_, i) => ({ id: i, make: i % 2 ? 'Toyota' : 'Mazda', price: i * 1000 })),
  { filterableAttributes: ['id', 'make', 'price'] },
);

function countingContext(compiled?: WeakMap<FilterNode, CompiledFilter>): FilterContext & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    documentCount: index.documents.length,
    filterableAttributes: index.filterableAttributes,
    attribute: (path) => (lookups.push(path), index.attributes.get(path)),
    compiled,
  };
}

const matching = (filter: CompiledFilter) => {
  const ids = new Uint32Array(index.documents.length);
  return [...ids.subarray(0, bitsetToIds(filter(), ids))].map((at) => index.documents[at]!['id']);
};

describe('compiled filter nodes reused', () => {
  it('compiles a node shared by two filters once, and both still answer right', () => {
    const shared = parseFilterExpression('make = Toyota')!;
    const context = countingContext(new WeakMap());
    const first = compileFilter({ kind: 'and', children: [shared, parseFilterExpression('price < 10000')!] }, context);
    const second = compileFilter({ kind: 'and', children: [shared, parseFilterExpression('price >= 30000')!] }, context);
    expect(context.lookups).toEqual(['make', 'price', 'price']);
    expect(matching(first)).toEqual([1, 3, 5, 7, 9]);
    expect(matching(second)).toEqual([31, 33, 35, 37, 39]);
    // Evaluating a shared node twice gives two separate sets: AND narrows its first child's set in place.
    expect(matching(first)).toEqual([1, 3, 5, 7, 9]);
  });

  it('compiles every node again without the map', () => {
    const shared = parseFilterExpression('make = Toyota')!;
    const context = countingContext();
    compileFilter({ kind: 'and', children: [shared, parseFilterExpression('price < 10000')!] }, context);
    compileFilter({ kind: 'and', children: [shared, parseFilterExpression('price >= 30000')!] }, context);
    expect(context.lookups).toEqual(['make', 'price', 'make', 'price']);
  });
});

describe('parseSearchFilter with the engine’s item parser', () => {
  it('hands every string item to it, nested ones too', () => {
    const items: string[] = [];
    const node = parseSearchFilter(['make = Toyota', ['price < 5', 'price > 9']], (item) => (items.push(item), parseFilterExpression(item)));
    expect(items).toEqual(['make = Toyota', 'price < 5', 'price > 9']);
    expect(node).toEqual(parseSearchFilter(['make = Toyota', ['price < 5', 'price > 9']]));
  });
});
