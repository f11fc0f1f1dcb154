/**
 * Value normalisation shared by indexing and querying, following Meilisearch:
 * facet strings are trimmed, compatibility-decomposed (NFKD) and lowercased (milli `normalize_facet`);
 * searchable text is additionally stripped of combining marks so accents fold ("Citroën" → "citroen").
 */

const COMBINING_MARKS = /\p{M}+/gu;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

export function normalizeFacetString(value: string): string {
  const trimmed = value.trim();
  return (ASCII_ONLY.test(trimmed) ? trimmed : trimmed.normalize('NFKD')).toLowerCase();
}

export function foldText(value: string): string {
  if (ASCII_ONLY.test(value)) return value.toLowerCase();
  return value.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

// Rust's `str::parse::<f64>` grammar; JS `Number()` is looser ("", "0x10", " 5") so it cannot be used as is.
const RUST_FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number a filter value denotes when Meilisearch would also compare it numerically, else undefined. */
export function parseFiniteFloat(text: string): number | undefined {
  if (!RUST_FLOAT.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Formats a number as Rust's `f64` Display does, which is how Meilisearch writes numeric facet keys. */
export function formatFacetNumber(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  const [mantissa = '', exponentText = '0'] = text.split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const pointAt = whole.length + exponent;
  let plain: string;
  if (pointAt <= 0) plain = `0.${'0'.repeat(-pointAt)}${digits}`;
  else if (pointAt >= digits.length) plain = digits + '0'.repeat(pointAt - digits.length);
  else plain = `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
  return negative ? `-${plain}` : plain;
}

/**
 * Orders strings by Unicode code point, which equals the UTF-8 byte order Meilisearch's LMDB keys use.
 * Plain `<` compares UTF-16 units and disagrees only for astral characters, so that case is the slow path.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xIsSurrogate = x >= 0xd800 && x <= 0xdfff;
    const yIsSurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xIsSurrogate === yIsSurrogate) return x - y;
    return xIsSurrogate ? 1 : -1;
  }
  return a.length - b.length;
}
