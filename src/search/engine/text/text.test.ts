import { describe, expect, it } from 'vitest';
import { DerivationFinder } from './derivations.ts';
import { parseQuery } from './query.ts';
import { buildTextIndex } from './text-index.ts';
import { lexQuery, tokenizeText } from './tokenizer.ts';
import { allowedTypos, boundedDistance } from './typo.ts';

function tokens(text: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  tokenizeText(text, 0, (word, position) => out.push([word, position]));
  return out;
}

describe('tokenizer', () => {
  it('lowercases, folds accents and splits on separators', () => {
    expect(tokens('Citroën C3-Shine')).toEqual([
      ['citroen', 0],
      ['c3', 1],
      ['shine', 2],
    ]);
  });

  it('keeps decimals and dotted words together, and digit groups', () => {
    expect(tokens('2.5i 25,000km U.S.A')).toEqual([
      ['2.5i', 0],
      ['25,000km', 1],
      ['u.s.a', 2],
    ]);
  });

  it('puts 8 positions across a hard separator', () => {
    expect(tokens('one two. three')).toEqual([
      ['one', 0],
      ['two', 1],
      ['three', 9],
    ]);
  });

  it('lexes a query into words and separators', () => {
    expect(lexQuery('Kia  -"GT"')).toEqual([
      { kind: 'word', text: 'kia', raw: 'Kia' },
      { kind: 'separator', text: '  ' },
      { kind: 'separator', text: '-' },
      { kind: 'separator', text: '"' },
      { kind: 'word', text: 'gt', raw: 'GT' },
      { kind: 'separator', text: '"' },
    ]);
  });
});

describe('query', () => {
  it('makes only the last token a prefix', () => {
    expect(parseQuery('toyota hil').terms).toEqual([
      { kind: 'word', word: 'toyota', isPrefix: false, position: 0 },
      { kind: 'word', word: 'hil', isPrefix: true, position: 1 },
    ]);
    expect(parseQuery('toyota hil ').terms.map((term) => term.kind === 'word' && term.isPrefix)).toEqual([false, false]);
  });

  it('reads phrases, negative words and negative phrases', () => {
    expect(parseQuery('"ascent sport" -manual -"test drive" hi-lux')).toEqual({
      terms: [
        { kind: 'phrase', words: ['ascent', 'sport'], position: 0 },
        { kind: 'word', word: 'hi', isPrefix: false, position: 5 },
        { kind: 'word', word: 'lux', isPrefix: true, position: 6 },
      ],
      negativeWords: ['manual'],
      negativePhrases: [['test', 'drive']],
    });
  });

  it('treats an unclosed quote as a phrase to the end', () => {
    expect(parseQuery('kia "gt line').terms.at(-1)).toEqual({ kind: 'phrase', words: ['gt', 'line'], position: 1 });
  });

  it('keeps at most 10 terms', () => {
    expect(parseQuery('a b c d e f g h i j k l').terms).toHaveLength(10);
  });

  it('has no terms for separators only', () => {
    expect(parseQuery(' -- ., ').terms).toEqual([]);
  });
});

describe('typo distance', () => {
  it('counts substitutions, insertions, deletions and adjacent transpositions as one', () => {
    expect(boundedDistance('corola', 'corolla', 2, false)).toBe(1);
    expect(boundedDistance('toyota', 'toyato', 2, false)).toBe(2);
    expect(boundedDistance('toytoa', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('ranger', 'range', 1, false)).toBe(1);
  });

  it('stops above the limit', () => {
    expect(boundedDistance('abcdef', 'uvwxyz', 1, false)).toBe(2);
    expect(boundedDistance('a', 'abcdef', 1, false)).toBe(2);
  });

  it('measures against the closest prefix for the last word', () => {
    expect(boundedDistance('landcr', 'landcruiser', 1, true)).toBe(0);
    expect(boundedDistance('lnadcr', 'landcruiser', 1, true)).toBe(1);
    expect(boundedDistance('ranger', 'range', 1, true)).toBe(1);
  });

  it('allows typos by word length', () => {
    expect([allowedTypos('kia'), allowedTypos('mazda'), allowedTypos('landcruise'), allowedTypos('citroën')]).toEqual([0, 1, 2, 1]);
  });
});

describe('derivations', () => {
  const index = buildTextIndex(
    ['corolla', 'corollas', 'carolla', 'xorolla', 'volkswagen', 'golkswagen', 'volkswagon'].map((title, id) => ({ id, title })),
    ['title'],
  );
  const finder = new DerivationFinder(index);
  const words = (word: string, prefix: boolean) =>
    finder
      .find(word, prefix, allowedTypos(word))
      .map((d) => `${index.terms[d.term]}:${d.typos}${d.exact ? '=' : ''}`)
      .sort();

  it('finds the word, its prefix extensions and one-typo words sharing the first letter', () => {
    expect(words('corolla', true)).toEqual(['carolla:1', 'corolla:0=', 'corollas:0']);
    expect(words('corolla', false)).toEqual(['carolla:1', 'corolla:0=', 'corollas:1']);
  });

  it('accepts a first-letter typo only one edit away, counted as two, from nine letters', () => {
    expect(words('volkswagen', false)).toEqual(['golkswagen:2', 'volkswagen:0=', 'volkswagon:1']);
  });
});
