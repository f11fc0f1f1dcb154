import { describe, expect, it } from 'vitest';
import { hasDuplicateClaims, orderByClaimAge, resolveClaims } from './duplicate-dealers.ts';

const harbour = { folder: 'tenants/harbour', id: 7, slug: 'harbour', url: 'https://www.harbour.example' };
const outback = { folder: 'tenants/outback', id: 8, slug: 'outback', url: 'https://outback.example' };
const impostor = { folder: 'tenants/aaa-impostor', id: 7, slug: 'aaa-impostor', url: 'https://impostor.example' };

describe('two folders claiming one dealer', () => {
  it('finds nothing when every dealer is its own', () => {
    expect(hasDuplicateClaims([harbour, outback])).toBe(false);
    expect(resolveClaims([harbour, outback])).toEqual({ accepted: [harbour, outback], refused: [] });
  });

  it('refuses the newcomer only, naming both folders; the first keeps the dealer', () => {
    const { accepted, refused } = resolveClaims([harbour, outback, impostor]);
    expect(accepted).toEqual([harbour, outback]);
    expect(refused).toHaveLength(1);
    const [clash] = refused[0]!.clashes;
    expect(clash).toMatchObject({ field: 'id', value: '7', folders: ['tenants/harbour', 'tenants/aaa-impostor'] });
    expect(clash?.message).toContain('tenants/aaa-impostor claims dealer id "7", which tenants/harbour already has');
    expect(clash?.message).toContain('tenants/harbour carries on as before');
  });

  it('treats an id given as a string like the number, and slugs and origins case-insensitively', () => {
    const copy = { folder: 'tenants/copy', id: '7', slug: 'HARBOUR', url: 'https://WWW.harbour.example/other-path' };
    expect(resolveClaims([harbour, copy]).refused[0]?.clashes.map((d) => d.field)).toEqual(['id', 'slug', 'origin']);
  });

  it('lets a refused folder block nobody: a third folder sharing only its claims is served', () => {
    const second = { folder: 'tenants/b', id: 7, slug: 'b', url: 'https://b.example' };
    const third = { folder: 'tenants/c', id: 9, slug: 'b', url: 'https://c.example' };
    const { accepted } = resolveClaims([harbour, second, third]);
    expect(accepted.map((d) => d.folder)).toEqual(['tenants/harbour', 'tenants/c']);
  });

  it('decides "first" by: served now, then oldest in the repository, then folder name', () => {
    // By name alone the impostor ("aaa-…") would come first; a longer history wins over the name…
    expect(orderByClaimAge([impostor, harbour]).map((d) => d.folder)).toEqual(['tenants/aaa-impostor', 'tenants/harbour']);
    const historyRank = new Map([['tenants/harbour', 3]]);
    expect(orderByClaimAge([impostor, harbour], { historyRank }).map((d) => d.folder)).toEqual(['tenants/harbour', 'tenants/aaa-impostor']);
    // … and being served now wins over any history (a folder cannot take over a running dealer).
    const served = new Set(['tenants/harbour']);
    expect(orderByClaimAge([impostor, harbour], { served, historyRank: new Map([['tenants/aaa-impostor', 0]]) })[0]?.folder).toBe('tenants/harbour');
  });

  it('ignores a folder whose identity is unreadable (it fails on its own config errors)', () => {
    expect(hasDuplicateClaims([harbour, { folder: 'tenants/broken', id: undefined, slug: null, url: 'not a url' }])).toBe(false);
  });
});
