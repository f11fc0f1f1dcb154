import { isHardSeparator, lexQuery } from './tokenizer.ts';

/**
 * Reads `q` the way milli's `located_query_terms_from_tokens` does: words keep their position (+8 across
 * a hard separator), text between double quotes is a phrase, `-word` / `-"a phrase"` after a space
 * excludes, and only the last token of the query may match as a prefix (a trailing space turns that off).
 * At most 10 terms are kept, like Meilisearch.
 */
export interface QueryWord {
  kind: 'word';
  word: string;
  isPrefix: boolean;
  position: number;
}

export interface QueryPhrase {
  kind: 'phrase';
  /** `null` where a stop word stands. */
  words: Array<string | null>;
  position: number;
}

export type QueryTerm = QueryWord | QueryPhrase;

export interface ParsedQuery {
  terms: QueryTerm[];
  negativeWords: string[];
  negativePhrases: Array<Array<string | null>>;
}

const MAX_QUERY_TERMS = 10;
const NO_STOP_WORDS: ReadonlySet<string> = new Set();

export function parseQuery(query: string, stopWords: ReadonlySet<string> = NO_STOP_WORDS): ParsedQuery {
  const tokens = lexQuery(query);
  const terms: QueryTerm[] = [];
  const negativeWords: string[] = [];
  const negativePhrases: Array<Array<string | null>> = [];
  let position = -1;
  let phrase: { words: Array<string | null>; position: number } | null = null;
  let negativePhrase = false;
  let negateNext = false;
  let afterWhitespace = true;

  const closePhrase = () => {
    if (phrase && phrase.words.some((word) => word !== null)) {
      if (negativePhrase) negativePhrases.push(phrase.words);
      else terms.push({ kind: 'phrase', words: phrase.words, position: phrase.position });
    }
  };

  for (let i = 0; i < tokens.length && terms.length < MAX_QUERY_TERMS; i++) {
    const token = tokens[i]!;
    if (token.kind === 'word') {
      position++;
      if (phrase) {
        if (phrase.words.length === 0) phrase.position = position;
        phrase.words.push(stopWords.has(token.raw) ? null : token.text);
      } else if (stopWords.has(token.raw) && i !== tokens.length - 1) {
        negateNext = false;
      } else if (negateNext) {
        negativeWords.push(token.text);
        negateNext = false;
      } else {
        terms.push({ kind: 'word', word: token.text, isPrefix: i === tokens.length - 1, position });
      }
    } else {
      const hard = isHardSeparator(token.text);
      if (hard) position += 7;
      if (hard && phrase) {
        // a hard separator inside quotes ends the phrase and starts another (same negation)
        closePhrase();
        phrase = { words: [], position };
      }
      let quotes = [...token.text].filter((c) => c === '"').length;
      if (quotes > 0) {
        if (phrase) {
          quotes--;
          closePhrase();
          negativePhrase = false;
          phrase = null;
        }
        if (quotes % 2 === 1) {
          negativePhrase = negateNext;
          phrase = { words: [], position };
        }
      }
      negateNext = phrase === null && token.text === '-' && afterWhitespace;
    }
    afterWhitespace = /\s$/u.test(token.text);
  }
  closePhrase();
  return { terms, negativeWords, negativePhrases };
}
