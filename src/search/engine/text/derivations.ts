import type { TextIndex } from './text-index.ts';
import { boundedDistance } from './typo.ts';

/**
 * The indexed words a query word stands for (milli `compute_derivations`): itself, the words it
 * prefixes when it is the last word, and words within its typo budget. With one typo allowed the
 * first letter must match; with two, a different first letter is accepted only one edit away and
 * then counts as two typos. milli keeps at most 150 one-typo and 50 two-typo words, in word order.
 */
export interface Derivation {
  term: number;
  typos: number;
  /** The query word itself (no typo, not a longer word). */
  exact: boolean;
}

const MAX_ONE_TYPO = 150;
const MAX_TWO_TYPOS = 50;
const CACHE_LIMIT = 512;

function lowerBound(terms: readonly string[], value: string, from = 0, to = terms.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Indexes `[from, to)` of the terms starting with `prefix`. */
export function prefixRange(terms: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(terms, prefix);
  return [from, lowerBound(terms, `${prefix}\uffff`, from)];
}

export class DerivationFinder {
  private readonly index: TextIndex;
  private readonly cache = new Map<string, Derivation[]>();

  constructor(index: TextIndex) {
    this.index = index;
  }

  find(word: string, isPrefix: boolean, maxTypos: number): Derivation[] {
    const key = `${isPrefix ? 'p' : 'w'}${maxTypos}:${word}`;
    let derivations = this.cache.get(key);
    if (!derivations) {
      derivations = this.compute(word, isPrefix, maxTypos);
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, derivations);
    }
    return derivations;
  }

  private compute(word: string, isPrefix: boolean, maxTypos: number): Derivation[] {
    const { terms, termIds } = this.index;
    const derivations: Derivation[] = [];
    const exact = termIds.get(word);
    if (exact !== undefined) derivations.push({ term: exact, typos: 0, exact: true });
    const [prefixFrom, prefixTo] = isPrefix ? prefixRange(terms, word) : [0, 0];
    for (let term = prefixFrom; term < prefixTo; term++) if (term !== exact) derivations.push({ term, typos: 0, exact: false });
    if (maxTypos === 0 || word.length === 0) return derivations;

    const first = String.fromCodePoint(word.codePointAt(0)!);
    const [from, to] = maxTypos === 1 ? prefixRange(terms, first) : [0, terms.length];
    let oneTypo = 0;
    let twoTypos = 0;
    for (let term = from; term < to; term++) {
      if (term === exact || (term >= prefixFrom && term < prefixTo)) continue;
      const candidate = terms[term]!;
      const sameFirst = candidate.startsWith(first);
      const distance = boundedDistance(word, candidate, sameFirst ? maxTypos : 1, isPrefix);
      if (distance === 0 || distance > (sameFirst ? maxTypos : 1)) continue;
      const typos = sameFirst ? distance : 2;
      if (typos === 1 ? oneTypo++ >= MAX_ONE_TYPO : twoTypos++ >= MAX_TWO_TYPOS) continue;
      derivations.push({ term, typos, exact: false });
    }
    return derivations;
  }
}
