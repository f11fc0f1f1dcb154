import type { AttributeIndex } from './attribute-index.ts';
import type { FacetStat } from './port.ts';

/**
 * Facet counts and stats over the full candidate set (every matching document, not just the page),
 * reproducing milli's `FacetDistribution` for `sortFacetValuesBy: alpha`: numbers before strings,
 * at most `maxValuesPerFacet` values, each string shown with the spelling of the first matching
 * document (lowest id). Up to 3,000 candidates milli scans documents and orders numbers by their
 * text ("10" before "9"); above that it walks its facet tree in numeric order. Both are kept.
 */

const LINEAR_SCAN_CANDIDATES_THRESHOLD = 3000;

/** Per-attribute scratch space, allocated once so counting allocates nothing per query. */
export class FacetCounter {
  readonly attribute: AttributeIndex;
  private readonly counts: Uint32Array;
  private readonly firstOriginal: Uint32Array;
  private readonly touched: Uint32Array;

  constructor(attribute: AttributeIndex) {
    this.attribute = attribute;
    this.counts = new Uint32Array(attribute.valueCount);
    this.firstOriginal = new Uint32Array(attribute.valueCount);
    this.touched = new Uint32Array(attribute.valueCount);
  }

  /** `candidates[0..count)` must be ascending document ids. */
  distribution(candidates: Uint32Array, count: number, maxValues: number): Record<string, number> {
    const { docStart, docValues, docOriginals, numberCount, numberKeys, originals, textOrderRank, textOrderValue } = this.attribute;
    const counts = this.counts;
    let touchedCount = 0;
    for (let i = 0; i < count; i++) {
      const id = candidates[i]!;
      for (let j = docStart[id]!, end = docStart[id + 1]!; j < end; j++) {
        const value = docValues[j]!;
        if (counts[value]!++ === 0) {
          this.touched[touchedCount++] = value;
          this.firstOriginal[value] = docOriginals[j]!;
        }
      }
    }
    // value ids are already in numeric order; the text order (few candidates) is a precomputed rank
    const byText = count <= LINEAR_SCAN_CANDIDATES_THRESHOLD;
    const result: Record<string, number> = {};
    let shown = 0;
    const emit = (value: number) => {
      const key = value < numberCount ? numberKeys[value]! : originals[this.firstOriginal[value]!]!;
      result[key] = counts[value]!;
      shown++;
    };
    if (touchedCount * 8 >= this.attribute.valueCount) {
      // most values are present: walk them all in order rather than sorting the present ones
      const order = byText ? textOrderValue : undefined;
      for (let rank = 0; rank < this.attribute.valueCount && shown < maxValues; rank++) {
        const value = order ? order[rank]! : rank;
        if (counts[value]! > 0) emit(value);
      }
    } else {
      const ranks = this.touched.subarray(0, touchedCount);
      if (byText) for (let i = 0; i < touchedCount; i++) ranks[i] = textOrderRank[ranks[i]!]!;
      ranks.sort();
      for (let i = 0; i < touchedCount && shown < maxValues; i++) emit(byText ? textOrderValue[ranks[i]!]! : ranks[i]!);
      // back to value ids, for the reset below
      if (byText) for (let i = 0; i < touchedCount; i++) ranks[i] = textOrderValue[ranks[i]!]!;
    }
    for (let i = 0; i < touchedCount; i++) counts[this.touched[i]!] = 0;
    return result;
  }

  /** Smallest and largest number among the candidates' values, if any is a number. */
  stats(candidates: Uint32Array, count: number): FacetStat | undefined {
    const { docStart, docValues, numberCount, numbers } = this.attribute;
    if (numberCount === 0) return undefined;
    let min = numberCount;
    let max = -1;
    for (let i = 0; i < count; i++) {
      const id = candidates[i]!;
      const start = docStart[id]!;
      const end = docStart[id + 1]!;
      if (start === end || docValues[start]! >= numberCount) continue;
      if (docValues[start]! < min) min = docValues[start]!;
      let last = start;
      while (last + 1 < end && docValues[last + 1]! < numberCount) last++;
      if (docValues[last]! > max) max = docValues[last]!;
    }
    return max < 0 ? undefined : { min: numbers[min]!, max: numbers[max]! };
  }
}
