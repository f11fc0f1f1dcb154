import { describe, expect, it } from 'vitest';
import { parseShard, selectShard, shardOf } from './shard.ts';

const slugs = Array.from({ length: 200 }, (_, i) => `dealer-${i}`);

describe('--shard K/N', () => {
  it('parses K/N and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', 'a/b', '2', '']) expect(() => parseShard(bad)).toThrow(/--shard: expected K\/N/);
  });

  it('gives every dealer to exactly one shard', () => {
    const parts = [1, 2, 3, 4].map((index) => selectShard(slugs, { index, count: 4 }));
    expect(parts.flat().sort()).toEqual([...slugs].sort());
    for (const part of parts) expect(part.length).toBeGreaterThan(25); // roughly even: 50 each on average
  });

  it('keeps a dealer on its shard when other dealers come and go', () => {
    const before = shardOf('harbour-city-nissan', 10);
    expect(selectShard(['harbour-city-nissan', ...slugs.slice(0, 50)], { index: before, count: 10 })).toContain('harbour-city-nissan');
    expect(selectShard(['harbour-city-nissan'], { index: before, count: 10 })).toEqual(['harbour-city-nissan']);
  });

  it('selects everything without a shard', () => {
    expect(selectShard(slugs, undefined)).toEqual(slugs);
  });
});
