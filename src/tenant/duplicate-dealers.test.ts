import { describe, expect, it } from 'vitest';
import { duplicateDealers, foldersWithDuplicates } from './duplicate-dealers.ts';

const harbour = { folder: 'tenants/harbour', id: 7, slug: 'harbour', url: 'https://www.harbour.example' };
const outback = { folder: 'tenants/outback', id: 8, slug: 'outback', url: 'https://outback.example' };

describe('duplicate dealers across folders', () => {
  it('finds nothing when every dealer is its own', () => {
    expect(duplicateDealers([harbour, outback])).toEqual([]);
  });

  it('names both folders when a second folder reuses a dealer id', () => {
    const [dup, ...rest] = duplicateDealers([
      harbour,
      outback,
      { ...outback, folder: 'elsewhere/impostor', id: 7, slug: 'impostor', url: 'https://impostor.example' },
    ]);
    expect(rest).toEqual([]);
    expect(dup?.field).toBe('id');
    expect(dup?.folders).toEqual(['tenants/harbour', 'elsewhere/impostor']);
    expect(dup?.message).toContain('tenants/harbour and elsewhere/impostor both claim dealer id "7"');
  });

  it('treats an id given as a string like the number, and slugs and origins case-insensitively', () => {
    const copy = { folder: 'tenants/copy', id: '7', slug: 'HARBOUR', url: 'https://WWW.harbour.example/other-path' };
    expect(duplicateDealers([harbour, copy]).map((d) => d.field)).toEqual(['id', 'slug', 'origin']);
  });

  it('lists the folders caught so the build can fail exactly those', () => {
    const clash = { folder: 'tenants/clash', id: 9, slug: 'clash', url: 'https://outback.example:443/' };
    expect([...foldersWithDuplicates(duplicateDealers([harbour, outback, clash]))].sort()).toEqual(['tenants/clash', 'tenants/outback']);
  });

  it('ignores a folder whose identity is unreadable (it fails on its own config errors)', () => {
    expect(duplicateDealers([harbour, { folder: 'tenants/broken', id: undefined, slug: null, url: 'not a url' }])).toEqual([]);
  });
});
