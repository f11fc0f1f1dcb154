import { foldText } from '../normalize.ts';

/**
 * A small stand-in for charabia, Meilisearch's tokenizer, good for the Latin text of vehicle stock:
 * words are runs of letters and digits (kept together across `.` and `'` inside a word and `,`
 * between digits, like Unicode word segmentation), folded to lowercase without accents. Positions
 * follow milli: +1 between words, +8 after a hard separator (sentence punctuation, new line).
 */

const WORD = /[\p{L}\p{N}]+(?:(?:[.'’]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{N}]+)*/gu;
const HARD_SEPARATOR = /[.!?;,()[\]{}|\n\r…。]/;

/**
 * Emits each word of `text` with its position, starting at `position`, and the word as written (stop
 * words are matched on it: Meilisearch's stop words are case-sensitive); returns the last position used.
 */
export function tokenizeText(text: string, position: number, emit: (word: string, position: number, raw: string) => void): number {
  const folded = foldText(text);
  const sameLength = folded.length === text.length;
  let current = position;
  let previousEnd = -1;
  for (const match of folded.matchAll(WORD)) {
    if (previousEnd >= 0) current += HARD_SEPARATOR.test(folded.slice(previousEnd, match.index)) ? 8 : 1;
    emit(match[0], current, sameLength ? text.slice(match.index, match.index + match[0].length) : match[0]);
    previousEnd = match.index + match[0].length;
  }
  return current;
}

export type QueryToken = { kind: 'word'; text: string; raw: string } | { kind: 'separator'; text: string };

/** Splits a query into words and separators; a whitespace run is one separator, other symbols one each. */
export function lexQuery(query: string): QueryToken[] {
  const folded = foldText(query);
  const sameLength = folded.length === query.length;
  const tokens: QueryToken[] = [];
  let last = 0;
  const pushSeparators = (gap: string) => {
    for (const part of gap.match(/\s+|[^\s]/gu) ?? []) tokens.push({ kind: 'separator', text: part });
  };
  for (const match of folded.matchAll(WORD)) {
    pushSeparators(folded.slice(last, match.index));
    tokens.push({ kind: 'word', text: match[0], raw: sameLength ? query.slice(match.index, match.index + match[0].length) : match[0] });
    last = match.index + match[0].length;
  }
  pushSeparators(folded.slice(last));
  return tokens;
}

export function isHardSeparator(text: string): boolean {
  return HARD_SEPARATOR.test(text);
}
