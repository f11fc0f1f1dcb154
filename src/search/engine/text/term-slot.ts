import { POSITION_BITS, POSITION_MASK } from './text-index.ts';

/**
 * Per-query scratch for one query term: which documents match it, with how few typos, whether the
 * word itself matched, its best (attribute, position) and a few occurrences for proximity. Arrays are
 * sized to the collection and reused across queries; only touched entries are reset.
 */
export const MAX_OCCURRENCES = 8;
export const EXACT_OCCURRENCE = 0x80000000;

export class TermSlot {
  readonly typos: Int8Array;
  readonly exact: Uint8Array;
  readonly bestAttribute: Uint16Array;
  readonly bestPosition: Uint32Array;
  readonly occurrenceCount: Uint8Array;
  readonly occurrences: Uint32Array;
  readonly touched: Uint32Array;
  touchedCount = 0;

  constructor(documentCount: number) {
    this.typos = new Int8Array(documentCount).fill(-1);
    this.exact = new Uint8Array(documentCount);
    this.bestAttribute = new Uint16Array(documentCount);
    this.bestPosition = new Uint32Array(documentCount);
    this.occurrenceCount = new Uint8Array(documentCount);
    this.occurrences = new Uint32Array(documentCount * MAX_OCCURRENCES);
    this.touched = new Uint32Array(documentCount);
  }

  reset(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const doc = this.touched[i]!;
      this.typos[doc] = -1;
      this.exact[doc] = 0;
      this.occurrenceCount[doc] = 0;
    }
    this.touchedCount = 0;
  }

  has(doc: number): boolean {
    return this.typos[doc]! >= 0;
  }

  match(doc: number, typos: number, exact: boolean): void {
    const current = this.typos[doc]!;
    if (current < 0) {
      this.touched[this.touchedCount++] = doc;
      this.typos[doc] = typos;
      this.bestAttribute[doc] = 0xffff;
      this.bestPosition[doc] = 0xffffffff;
    } else if (typos < current) {
      this.typos[doc] = typos;
    }
    if (exact) this.exact[doc] = 1;
  }

  occurrence(doc: number, packed: number, exact: boolean): void {
    const attribute = packed >>> POSITION_BITS;
    const position = packed & POSITION_MASK;
    if (attribute < this.bestAttribute[doc]! || (attribute === this.bestAttribute[doc] && position < this.bestPosition[doc]!)) {
      this.bestAttribute[doc] = attribute;
      this.bestPosition[doc] = position;
    }
    const count = this.occurrenceCount[doc]!;
    if (count < MAX_OCCURRENCES) {
      this.occurrences[doc * MAX_OCCURRENCES + count] = exact ? (packed | EXACT_OCCURRENCE) >>> 0 : packed;
      this.occurrenceCount[doc] = count + 1;
    }
  }

  /** Whether an exact occurrence sits at `attribute`/`position` in `doc`. */
  hasExactAt(doc: number, attribute: number, position: number): boolean {
    const packed = ((attribute << POSITION_BITS) | position | EXACT_OCCURRENCE) >>> 0;
    const base = doc * MAX_OCCURRENCES;
    for (let i = 0; i < this.occurrenceCount[doc]!; i++) if (this.occurrences[base + i] === packed) return true;
    return false;
  }
}

/**
 * milli's proximity cost between two consecutive query terms in a document: the smallest distance
 * between their occurrences in the same attribute (one more when the second comes first), capped at 8.
 */
export function proximityCost(first: TermSlot, second: TermSlot, doc: number): number {
  let best = 8;
  const a = doc * MAX_OCCURRENCES;
  for (let i = 0; i < first.occurrenceCount[doc]!; i++) {
    const left = first.occurrences[a + i]! & 0x7fffffff;
    for (let j = 0; j < second.occurrenceCount[doc]!; j++) {
      const right = second.occurrences[a + j]! & 0x7fffffff;
      if (left >>> POSITION_BITS !== right >>> POSITION_BITS) continue;
      const p = left & POSITION_MASK;
      const q = right & POSITION_MASK;
      const distance = q >= p ? q - p : p - q + 1;
      if (distance < best) best = distance;
    }
  }
  return best;
}
