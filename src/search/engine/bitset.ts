/**
 * Fixed-size document sets as 32-bit words: 20,000 documents fit in 625 words, so AND / OR / NOT of
 * whole sets cost a few hundred operations and no per-document allocation.
 */
export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBitset(size: number): Bitset {
  const bits = createBitset(size);
  bits.fill(0xffffffff);
  const extra = bits.length * 32 - size;
  if (extra > 0) bits[bits.length - 1] = 0xffffffff >>> extra;
  return bits;
}

export function addBit(bits: Bitset, id: number): void {
  bits[id >>> 5]! |= 1 << (id & 31);
}

export function hasBit(bits: Bitset, id: number): boolean {
  return (bits[id >>> 5]! & (1 << (id & 31))) !== 0;
}

export function addIds(bits: Bitset, ids: Uint32Array, from = 0, to = ids.length): void {
  for (let i = from; i < to; i++) {
    const id = ids[i]!;
    bits[id >>> 5]! |= 1 << (id & 31);
  }
}

/** `target &= other` */
export function intersectInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** `target |= other` */
export function unionInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** `target &= ~other` */
export function subtractInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
}

/** The complement within a universe of `size` documents. */
export function complement(bits: Bitset, size: number): Bitset {
  const out = fullBitset(size);
  subtractInto(out, bits);
  return out;
}

export function countBits(bits: Bitset): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

export function isEmptyBitset(bits: Bitset): boolean {
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) return false;
  return true;
}

/** Writes the set's ids in ascending order into `out` and returns how many there are. */
export function bitsetToIds(bits: Bitset, out: Uint32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word++) {
    let v = bits[word]!;
    while (v !== 0) {
      const lowest = v & -v;
      out[count++] = (word << 5) + (31 - Math.clz32(lowest));
      v ^= lowest;
    }
  }
  return count;
}

/** Calls `visit` with each id of the set, ascending. */
export function forEachBit(bits: Bitset, visit: (id: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let v = bits[word]!;
    while (v !== 0) {
      const lowest = v & -v;
      visit((word << 5) + (31 - Math.clz32(lowest)));
      v ^= lowest;
    }
  }
}
