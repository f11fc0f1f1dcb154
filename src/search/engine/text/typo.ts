/**
 * Bounded edit distances for typo tolerance. milli's Levenshtein automata count a transposition of
 * two adjacent letters as one typo, so this is the optimal-string-alignment distance; the prefix
 * variant is the distance from the query word to the closest prefix of the candidate (the last query
 * word matches as a prefix, typos included).
 */

let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

function ensureRows(length: number): Int32Array[] {
  if (rows[0]!.length <= length) rows = [new Int32Array(length * 2), new Int32Array(length * 2), new Int32Array(length * 2)];
  return rows;
}

/** Distance between `word` and `candidate` (or its best prefix when `prefix`), or `limit + 1` if above `limit`. */
export function boundedDistance(word: string, candidate: string, limit: number, prefix: boolean): number {
  const n = word.length;
  const m = candidate.length;
  if (!prefix && Math.abs(n - m) > limit) return limit + 1;
  if (prefix && m < n - limit) return limit + 1;
  const [a, b, c] = ensureRows(m + 1);
  let previous2 = a!;
  let previous = b!;
  let current = c!;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const wordChar = word.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const candidateChar = candidate.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (wordChar === candidateChar ? 0 : 1));
      if (i > 1 && j > 1 && wordChar === candidate.charCodeAt(j - 2) && word.charCodeAt(i - 2) === candidateChar) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const recycled = previous2;
    previous2 = previous;
    previous = current;
    current = recycled;
  }
  if (!prefix) return Math.min(previous[m]!, limit + 1);
  let best = limit + 1;
  for (let j = 0; j <= m; j++) if (previous[j]! < best) best = previous[j]!;
  return best;
}

/** How many typos a query word may carry: none under `oneTypo` characters, two from `twoTypos`. */
export function allowedTypos(word: string, oneTypo = 5, twoTypos = 9): number {
  const length = Array.from(word).length;
  if (length < oneTypo) return 0;
  return length < twoTypos ? 1 : 2;
}
