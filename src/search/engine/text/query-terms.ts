import { DerivationFinder, prefixRange } from './derivations.ts';
import type { ParsedQuery } from './query.ts';
import type { TextIndex } from './text-index.ts';
import { allowedTypos } from './typo.ts';

/**
 * The located query terms of milli (`query_term`): each query word, phrase, and 2- or 3-gram of
 * consecutive words, with its derivations split by typo cost — zero typo (the word itself, words it
 * prefixes, synonyms), one typo (one-typo words, the word split in two), two typos. A ranking rule
 * narrows a term to a subset of these (`SUBSET_*` flags), as milli's `QueryTermSubset` does.
 */

/** A phrase's words (term ids in the index); `null` where a stop word or an unknown word sits. */
export interface Phrase {
  key: string;
  words: Array<number | null>;
  /** A word of the phrase is not in the index: no document can match it. */
  impossible: boolean;
}

export interface TermDerivations {
  original: string;
  isNgram: boolean;
  /** The original word's term id (zero typo, counts as the query's own word for exactness). */
  exact: number | undefined;
  prefixOf: number[];
  /**
   * Every word the prefix starts, when milli would read its prefix database (a prefix of at most 4
   * letters starting 100 words or more): no limit on words, but proximity only forward.
   */
  prefixDb: number[];
  synonyms: Phrase[];
  /** The term is a quoted phrase (never dropped by the `words` rule). */
  phrase: Phrase | undefined;
  oneTypo: number[];
  split: Phrase | undefined;
  twoTypos: number[];
  maxTypoCost: number;
}

export const SUBSET_EXACT = 1;
export const SUBSET_ZERO_OTHER = 2;
export const SUBSET_ONE = 4;
export const SUBSET_TWO = 8;
export const SUBSET_ALL = 15;

export interface LocatedTerm {
  derivations: TermDerivations;
  subset: number;
  /** Index range (inclusive) of the query terms this covers; an n-gram covers n. */
  termStart: number;
  termEnd: number;
  /** Query positions (inclusive). */
  positionStart: number;
  positionEnd: number;
}

export interface TermSettings {
  typosEnabled: boolean;
  oneTypo: number;
  twoTypos: number;
  disableOnWords: ReadonlySet<string>;
  disableOnNumbers: boolean;
  prefixSearch: boolean;
  synonyms: ReadonlyMap<string, readonly string[][]>;
}

const MAX_PREFIX_COUNT = 50;
const PREFIX_DB_MAX_LENGTH = 4;
const PREFIX_DB_THRESHOLD = 100;
const MAX_SYNONYM_PHRASES = 50;
const DIGITS = /^\p{N}+$/u;

export class TermBuilder {
  private readonly index: TextIndex;
  private readonly finder: DerivationFinder;
  private readonly settings: TermSettings;
  private readonly pairCounter: (left: number, right: number) => number;

  constructor(index: TextIndex, settings: TermSettings, pairCounter: (left: number, right: number) => number) {
    this.index = index;
    this.finder = new DerivationFinder(index);
    this.settings = settings;
    this.pairCounter = pairCounter;
  }

  phrase(words: readonly (string | null)[]): Phrase {
    const ids = words.map((word) => (word === null ? null : (this.index.termIds.get(word) ?? null)));
    return { key: words.map((word) => word ?? '').join(' '), words: ids, impossible: words.some((word, i) => word !== null && ids[i] === null) };
  }

  private maxTypos(word: string): number {
    const { typosEnabled, oneTypo, twoTypos, disableOnWords, disableOnNumbers } = this.settings;
    if (!typosEnabled || disableOnWords.has(word) || (disableOnNumbers && DIGITS.test(word))) return 0;
    return allowedTypos(word, oneTypo, twoTypos);
  }

  word(word: string, isPrefix: boolean, ngramWords?: readonly string[]): TermDerivations {
    const prefix = isPrefix && this.settings.prefixSearch;
    const maxTypos = ngramWords ? Math.max(0, this.maxTypos(word) - (ngramWords.length - 1)) : this.maxTypos(word);
    const exact = this.index.termIds.get(word);
    const prefixOf: number[] = [];
    const prefixDb: number[] = [];
    if (prefix) {
      const [from, to] = prefixRange(this.index.terms, word);
      const useDb = Array.from(word).length <= PREFIX_DB_MAX_LENGTH && to - from >= PREFIX_DB_THRESHOLD && !ngramWords;
      for (let term = from; term < to && (useDb || prefixOf.length < MAX_PREFIX_COUNT); term++)
        if (useDb) prefixDb.push(term);
        else if (term !== exact) prefixOf.push(term);
    }
    const oneTypo: number[] = [];
    const twoTypos: number[] = [];
    if (maxTypos > 0) {
      for (const derivation of this.finder.find(word, prefix, maxTypos)) {
        if (derivation.typos === 1) oneTypo.push(derivation.term);
        else if (derivation.typos === 2) twoTypos.push(derivation.term);
      }
    }
    let split = this.bestSplit(word);
    if (split && ngramWords && split.key === ngramWords.join(' ')) split = undefined;
    const synonymKey = ngramWords ? ngramWords.join(' ') : word;
    const synonyms = (this.settings.synonyms.get(synonymKey) ?? []).slice(0, MAX_SYNONYM_PHRASES).map((words) => this.phrase(words));
    return {
      original: word,
      isNgram: ngramWords !== undefined,
      exact,
      prefixOf,
      prefixDb,
      synonyms,
      phrase: undefined,
      oneTypo,
      split,
      twoTypos,
      maxTypoCost: Math.max(maxTypos, split ? 1 : 0),
    };
  }

  quoted(words: readonly (string | null)[]): TermDerivations {
    const phrase = this.phrase(words);
    return {
      original: phrase.key,
      isNgram: false,
      exact: undefined,
      prefixOf: [],
      prefixDb: [],
      synonyms: [],
      phrase,
      oneTypo: [],
      split: undefined,
      twoTypos: [],
      maxTypoCost: 0,
    };
  }

  /** milli `split_best_frequency`: the split whose halves stand side by side in the most documents. */
  private bestSplit(word: string): Phrase | undefined {
    let best: [number, string, string] | undefined;
    const chars = Array.from(word);
    for (let i = 1; i < chars.length; i++) {
      const left = chars.slice(0, i).join('');
      const right = chars.slice(i).join('');
      const l = this.index.termIds.get(left);
      const r = this.index.termIds.get(right);
      if (l === undefined || r === undefined) continue;
      const frequency = this.pairCounter(l, r);
      if (frequency > 0 && (!best || frequency > best[0])) best = [frequency, left, right];
    }
    return best ? this.phrase([best[1], best[2]]) : undefined;
  }
}

/** Query words and phrases in order, then the n-grams milli adds over consecutive plain words. */
export function locateTerms(query: ParsedQuery, builder: TermBuilder): LocatedTerm[] {
  const located: LocatedTerm[] = [];
  const plain: Array<{ word: string; isPrefix: boolean; position: number } | undefined> = [];
  query.terms.forEach((term, index) => {
    if (term.kind === 'phrase') {
      const end = term.position + term.words.length - 1;
      located.push({
        derivations: builder.quoted(term.words),
        subset: SUBSET_ALL,
        termStart: index,
        termEnd: index,
        positionStart: term.position,
        positionEnd: end,
      });
      plain.push(undefined);
      return;
    }
    located.push({
      derivations: builder.word(term.word, term.isPrefix),
      subset: SUBSET_ALL,
      termStart: index,
      termEnd: index,
      positionStart: term.position,
      positionEnd: term.position,
    });
    plain.push({ word: term.word, isPrefix: term.isPrefix, position: term.position });
    for (const size of [2, 3]) {
      const group = plain.slice(index + 1 - size, index + 1);
      if (group.length < size || group.some((item, i) => !item || (i > 0 && item.position !== group[i - 1]!.position + 1))) continue;
      const words = group.map((item) => item!.word);
      located.push({
        derivations: builder.word(words.join(''), term.isPrefix, words),
        subset: SUBSET_ALL,
        termStart: index + 1 - size,
        termEnd: index,
        positionStart: group[0]!.position,
        positionEnd: term.position,
      });
    }
  });
  return located;
}
