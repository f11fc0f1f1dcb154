import { describe, expect, it, vi } from 'vitest';
import { SearchEngineError, type MultiSearchQuery, type SearchEngine } from './engine/port.ts';
import { createFallbackEngine } from './fallback-engine.ts';

const answer = (label: string): SearchEngine => ({
  search: <T>() => Promise.resolve({ hits: [{ from: label }] as T[], query: '', processingTimeMs: 0 }),
  multiSearch: <T>() => Promise.resolve({ results: [{ indexUid: 'v', hits: [{ from: label }] as T[], query: '', processingTimeMs: 0 }] }),
});
const failing = (error: unknown): SearchEngine => ({ search: () => Promise.reject(error), multiSearch: () => Promise.reject(error) });
const never: SearchEngine = { search: () => new Promise(() => undefined), multiSearch: () => new Promise(() => undefined) };
const queries: MultiSearchQuery[] = [{ indexUid: 'v', q: '' }];

describe('createFallbackEngine', () => {
  it('uses the primary while it answers', async () => {
    const loadFallback = vi.fn(() => Promise.resolve(answer('snapshot')));
    const engine = createFallbackEngine({ primary: answer('meilisearch'), loadFallback });
    expect((await engine.multiSearch(queries)).results[0]?.hits).toEqual([{ from: 'meilisearch' }]);
    expect(loadFallback).not.toHaveBeenCalled();
  });

  it('switches to the snapshot for good when the primary is unreachable, and says so once', async () => {
    const primary = failing(new SearchEngineError('search_unreachable', 'dead'));
    const spy = vi.spyOn(primary, 'multiSearch');
    const onFallback = vi.fn();
    const engine = createFallbackEngine({ primary, loadFallback: () => Promise.resolve(answer('snapshot')), onFallback });
    expect((await engine.multiSearch(queries)).results[0]?.hits).toEqual([{ from: 'snapshot' }]);
    expect((await engine.search('v', {})).hits).toEqual([{ from: 'snapshot' }]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('treats a host that never answers as unreachable', async () => {
    const engine = createFallbackEngine({ primary: never, loadFallback: () => Promise.resolve(answer('snapshot')), timeoutMs: 20 });
    expect((await engine.search('v', {})).hits).toEqual([{ from: 'snapshot' }]);
  });

  it('does not fall back for a bad request, which the snapshot would refuse too', async () => {
    const loadFallback = vi.fn(() => Promise.resolve(answer('snapshot')));
    const engine = createFallbackEngine({ primary: failing(new SearchEngineError('invalid_search_filter', 'bad')), loadFallback });
    await expect(engine.multiSearch(queries)).rejects.toMatchObject({ code: 'invalid_search_filter' });
    expect(loadFallback).not.toHaveBeenCalled();
  });
});
