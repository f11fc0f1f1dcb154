/** FNV-1a: a small stable hash, so demo answers are the same for the same input on every run. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
