import { createHash } from 'node:crypto';

/**
 * `--shard K/N`: a deterministic partition of the dealers, so N CI runners share a rebuild with no
 * coordination. A dealer's shard depends on its slug only (a hash), so adding or removing a dealer
 * never moves the others to another runner.
 */
export interface Shard {
  /** 1-based, as CI matrices count. */
  index: number;
  count: number;
}

export function parseShard(spec: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(spec.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`--shard: expected K/N with 1 ≤ K ≤ N (for example 2/4), got "${spec}"`);
  return { index, count };
}

export function shardOf(slug: string, count: number): number {
  return (createHash('sha256').update(slug).digest().readUInt32BE(0) % count) + 1;
}

export function selectShard(slugs: readonly string[], shard: Shard | undefined): string[] {
  return shard ? slugs.filter((slug) => shardOf(slug, shard.count) === shard.index) : [...slugs];
}
