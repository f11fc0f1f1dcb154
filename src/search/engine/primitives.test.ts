import { describe, expect, it } from 'vitest';
import { addBit, bitsetToIds, complement, countBits, createBitset, fullBitset, hasBit } from './bitset.ts';
import { matchesAttributePattern } from './document-fields.ts';
import { compareCodePoints, foldText, formatFacetNumber, normalizeFacetString, parseFiniteFloat } from './normalize.ts';
import { rankCandidates } from './ranking.ts';

describe('bitset', () => {
  it('sets, counts, lists and complements within the universe', () => {
    const bits = createBitset(70);
    for (const id of [0, 31, 32, 69]) addBit(bits, id);
    expect(countBits(bits)).toBe(4);
    const ids = new Uint32Array(70);
    expect(Array.from(ids.subarray(0, bitsetToIds(bits, ids)))).toEqual([0, 31, 32, 69]);
    const rest = complement(bits, 70);
    expect(countBits(rest)).toBe(66);
    expect(hasBit(rest, 1) && !hasBit(rest, 69)).toBe(true);
    expect(countBits(fullBitset(70))).toBe(70);
  });
});

describe('normalisation', () => {
  it('normalises facet strings like milli: trim, NFKD, lowercase, accents kept', () => {
    expect(normalizeFacetString('  Citroën ')).toBe('citroe\u0308n');
    expect(foldText('CITROËN')).toBe('citroen');
  });

  it("parses numbers as Rust's f64 does, finite only", () => {
    expect(['12', '-3.5', '1e4', '.5', '5.', '+7'].map(parseFiniteFloat)).toEqual([12, -3.5, 10000, 0.5, 5, 7]);
    expect(['', ' 5', '0x10', 'inf', 'NaN', '1e999', '5km'].map(parseFiniteFloat)).toEqual(Array(7).fill(undefined));
  });

  it("formats numbers as Rust's Display does", () => {
    expect([2020, 2.5, -3.5, 1e21, 1.5e-7, 123456789012345680000].map(formatFacetNumber)).toEqual([
      '2020',
      '2.5',
      '-3.5',
      '1000000000000000000000',
      '0.00000015',
      '123456789012345680000',
    ]);
  });

  it('orders by code point (UTF-8 byte order), astral characters last', () => {
    expect(['b', '\u{1F697}', '\uFF21', 'a'].sort(compareCodePoints)).toEqual(['a', 'b', '\uFF21', '\u{1F697}']);
  });

  it("matches Meilisearch's legacy attribute patterns", () => {
    expect(matchesAttributePattern('location.city', 'location')).toBe(true);
    expect(matchesAttributePattern('locations', 'location')).toBe(false);
    expect(matchesAttributePattern('location.city', 'location.*')).toBe(true);
    expect(matchesAttributePattern('anything', '*')).toBe(true);
  });
});

describe('ranking selection', () => {
  const keys = [Uint32Array.from({ length: 5000 }, (_, i) => (i * 7919) % 100)];
  const candidates = Uint32Array.from({ length: 5000 }, (_, i) => i);
  const fullOrder = Array.from(candidates).sort((a, b) => keys[0]![a]! - keys[0]![b]! || a - b);

  it('selects the same top results as a full sort, ties in id order', () => {
    expect(Array.from(rankCandidates(candidates, 5000, keys, 21))).toEqual(fullOrder.slice(0, 21));
    expect(Array.from(rankCandidates(candidates, 5000, keys, 4000))).toEqual(fullOrder.slice(0, 4000));
  });

  it('reads a precomputed order for placeholder searches', () => {
    const members = fullBitset(5000);
    const order = Uint32Array.from(fullOrder);
    expect(Array.from(rankCandidates(candidates, 5000, keys, 21, { order, members }))).toEqual(fullOrder.slice(0, 21));
  });

  it('keeps id order without keys', () => {
    expect(Array.from(rankCandidates(candidates, 5000, [], 3))).toEqual([0, 1, 2]);
  });
});
