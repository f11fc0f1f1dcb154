import { describe, expect, it } from 'vitest';
import { buildAttributeIndex, type AttributeIndex } from './attribute-index.ts';
import { hasBit } from './bitset.ts';

/** A document's values as the index holds them: numbers, then strings in their first spelling. */
function valuesOf(index: AttributeIndex, id: number): Array<number | string> {
  const out: Array<number | string> = [];
  for (let i = index.docStart[id]!; i < index.docStart[id + 1]!; i++) {
    const value = index.docValues[i]!;
    out.push(value < index.numberCount ? index.numbers[value]! : index.originals[index.docOriginals[i]!]!);
  }
  return out;
}

const postings = (index: AttributeIndex, value: number) => [...index.postingDocs.subarray(index.postingStart[value], index.postingStart[value + 1])];

describe('attribute index', () => {
  const documents = [
    { colour: 'Red' },
    { colour: ['red', 'Blue', 'RED', 3, 3, [true]] },
    { colour: null },
    { colour: '' },
    {},
    { colour: [] },
    { colour: {} },
    { colour: 2.5 },
    { colour: 'blue' },
    { colour: false },
  ];
  const index = buildAttributeIndex(documents, 'colour');

  it('gives every document its distinct values, numbers then strings, each in its own first spelling', () => {
    expect(documents.map((_, id) => valuesOf(index, id))).toEqual([['Red'], [3, 'Blue', 'red', 'true'], [], [], [], [], [], [2.5], ['blue'], ['false']]);
    expect([...index.numbers]).toEqual([2.5, 3]);
    expect(index.strings).toEqual(['blue', 'false', 'red', 'true']);
  });

  it('lists the documents of each value and records presence, null and empty on the key itself', () => {
    expect(postings(index, index.stringIds.get('red')!)).toEqual([0, 1]);
    expect(postings(index, index.stringIds.get('blue')!)).toEqual([1, 8]);
    expect(documents.map((_, id) => hasBit(index.exists, id))).toEqual([true, true, true, true, false, true, true, true, true, true]);
    expect(documents.map((_, id) => hasBit(index.nulls, id)).indexOf(true)).toBe(2);
    expect(documents.flatMap((_, id) => (hasBit(index.empties, id) ? [id] : []))).toEqual([3, 5, 6]);
  });

  it('orders numbers by their text for facets, built when first read', () => {
    const many = buildAttributeIndex([{ v: 10 }, { v: 9 }, { v: 100 }], 'v');
    expect([...many.numbers]).toEqual([9, 10, 100]);
    expect(many.numberKeys).toEqual(['9', '10', '100']);
    expect([...many.textOrderValue].map((value) => many.numberKeys[value])).toEqual(['10', '100', '9']);
  });

  it('reads dotted paths through nested objects and literal dotted keys', () => {
    const nested = buildAttributeIndex(
      [{ location: { city: 'Perth' } }, { 'location.city': 'Hobart' }, { location: [{ city: 'Perth' }, { city: 'Darwin' }] }],
      'location.city',
    );
    expect([0, 1, 2].map((id) => valuesOf(nested, id))).toEqual([['Perth'], ['Hobart'], ['Darwin', 'Perth']]);
  });
});
