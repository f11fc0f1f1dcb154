import { describe, expect, it } from 'vitest';
import { documentText, documentValue } from './document-text.ts';

/** XML 1.0 production [2] Char, read straight from the specification. */
const isXmlChar = (cp: number) =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

describe('documentText', () => {
  it('keeps every code point XML 1.0 allows and drops or replaces every one it forbids, for all 1,114,112', () => {
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      // Surrogate code points only exist in a JS string as lone halves.
      const input = `a${String.fromCharCode(...(cp > 0xffff ? [0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff)] : [cp]))}b`;
      const output = documentText(input);
      const surrogate = cp >= 0xd800 && cp <= 0xdfff;
      const expected = isXmlChar(cp) ? input : surrogate ? 'a\uFFFDb' : 'ab';
      if (output !== expected && wrong.length < 10) wrong.push(cp.toString(16));
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a surrogate pair whole and replaces only a half without its partner', () => {
    expect(documentText('🚗')).toBe('🚗');
    expect(documentText('\uD83D')).toBe('\uFFFD');
    expect(documentText('\uDE97x\uD83D\uDE97')).toBe('\uFFFDx🚗');
  });

  it('cleans every string of a nested value, object keys too, and leaves other values alone', () => {
    const cleaned = documentValue({ 'note\u0008': ['bell\u0007', 3, true, null, { deep: 'esc\u001B[31m' }] });
    expect(cleaned).toEqual({ note: ['bell', 3, true, null, { deep: 'esc[31m' }] });
  });
});
