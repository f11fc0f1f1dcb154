import { describe, expect, it } from 'vitest';
import { packSnapshot, unpackSnapshot, type PackedSnapshot } from './snapshot.ts';
import { affixedColumn, setColumn, unpackAffixed, unpackSet } from './snapshot-text-columns.ts';

const roundTrip = (packed: PackedSnapshot) => unpackSnapshot(JSON.parse(JSON.stringify(packed)) as PackedSnapshot);

describe('affixed snapshot columns', () => {
  it('stores consecutive stock numbers as a prefix and small differences, and gives them back', () => {
    const documents = Array.from({ length: 300 }, (_, i) => (i % 7 === 3 ? {} : { stocknum: `${i % 2 ? 'SCK' : 'SCM'}${10_000 + i}` }));
    const packed = packSnapshot(documents);
    expect(packed.columns[0]).toMatchObject({ kind: 'affixed', prefixes: ['SCM', 'SCK'] });
    expect(roundTrip(packed)).toEqual(documents);
  });

  it('keeps leading zeros, digits inside the prefix and a bare number exactly', () => {
    const values = ['SC0012', 'A1B2', '7', 'X0', 'Y00', ''.padEnd(3, 'Z') + '123456789012345'];
    const column = affixedColumn('s', values, []);
    expect(column && unpackAffixed(column)).toEqual(values);
  });

  it('is not offered for text without a trailing number, or for non-strings', () => {
    expect(affixedColumn('s', ['AB12', 'ABC'], [])).toBeUndefined();
    expect(affixedColumn('s', ['AB12', 3], [])).toBeUndefined();
    // past 15 digits the number would lose precision: the extra digits stay in the prefix
    const long = affixedColumn('s', ['AB1234567890123456'], []);
    expect(long).toMatchObject({ prefixes: ['AB1'] });
    expect(long && unpackAffixed(long)).toEqual(['AB1234567890123456']);
  });
});

describe('set snapshot columns', () => {
  it('stores lists over one vocabulary as bit masks and gives each list back in its order', () => {
    const vocabulary = ['Sunroof', 'Apple CarPlay', 'Android Auto', 'Tow bar', 'Heated seats'];
    const documents = Array.from({ length: 400 }, (_, i) => (i % 9 === 0 ? {} : { features: vocabulary.filter((_, bit) => (i >> bit) & 1) }));
    const packed = packSnapshot(documents);
    expect(packed.columns[0]).toMatchObject({ kind: 'set' });
    expect(roundTrip(packed)).toEqual(documents);
  });

  it('finds the order every list follows even when lists first meet items out of it', () => {
    const lists = [['B', 'D'], ['A', 'B'], ['C', 'D'], ['A', 'C'], []];
    const column = setColumn('f', lists, []);
    expect(column && unpackSet(column)).toEqual(lists);
  });

  it('is not offered when lists disagree on order, repeat an item or exceed 31 items', () => {
    expect(
      setColumn(
        'f',
        [
          ['A', 'B'],
          ['B', 'A'],
        ],
        [],
      ),
    ).toBeUndefined();
    expect(setColumn('f', [['A', 'A']], [])).toBeUndefined();
    expect(setColumn('f', [['A'], 'A'], [])).toBeUndefined();
    expect(setColumn('f', [Array.from({ length: 32 }, (_, i) => `item ${i}`)], [])).toBeUndefined();
    const many = Array.from({ length: 31 }, (_, i) => `item ${i}`);
    const column = setColumn('f', [many, many.slice(30)], []);
    expect(column && unpackSet(column)).toEqual([many, many.slice(30)]);
  });

  it('still reads a version 1 snapshot', () => {
    const v1 = { format: 'forecourt-search-snapshot', version: 1, count: 1, columns: [{ name: 'a', kind: 'plain', data: ['x'] }] } as PackedSnapshot;
    expect(unpackSnapshot(v1)).toEqual([{ a: 'x' }]);
  });
});
