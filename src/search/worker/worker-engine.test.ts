import { describe, expect, it } from 'vitest';
import { isSearchEngineError } from '../engine/port.ts';
import { createStockEngine } from '../snapshot-engine.ts';
import type { StockDocument } from '../stock-document.ts';
import type { WorkerReply, WorkerRequest } from './messages.ts';
import { connectWorkerEngine, type WorkerLike } from './worker-engine.ts';
import { toWorkerError } from './worker-error.ts';

const documents = [
  { id: 1, make: 'Nissan', model: 'X-Trail', price: 30000 },
  { id: 2, make: 'Toyota', model: 'RAV4', price: 40000 },
] as unknown as StockDocument[];

/** A worker that answers like snapshot-engine.worker.ts, through structured clones, on a later task. */
function fakeWorker(load: 'ok' | 'fails' | 'crashes'): WorkerLike & { terminated: boolean } {
  const listeners: { message: Array<(event: MessageEvent<WorkerReply>) => void>; error: Array<(event: Event) => void> } = { message: [], error: [] };
  const engine = createStockEngine(documents, 'vehicles');
  const reply = (data: WorkerReply) => setTimeout(() => listeners.message.forEach((l) => l({ data: structuredClone(data) } as MessageEvent<WorkerReply>)));
  return {
    terminated: false,
    addEventListener(type: 'message' | 'error', listener: never) {
      (listeners[type] as unknown[]).push(listener);
    },
    terminate() {
      this.terminated = true;
    },
    postMessage(request: WorkerRequest) {
      if (request.kind === 'load') {
        if (load === 'crashes') return setTimeout(() => listeners.error.forEach((l) => l(new Event('error'))));
        return reply(load === 'ok' ? { kind: 'ready' } : { kind: 'load-failed', error: { code: 'search_unreachable', message: 'HTTP 404' } });
      }
      const answer = request.kind === 'search' ? engine.search(request.indexUid, request.params) : engine.multiSearch(request.queries);
      answer.then(
        (value) => reply({ kind: 'answer', id: request.id, value }),
        (error: unknown) => reply({ kind: 'failed', id: request.id, error: toWorkerError(error) }),
      );
    },
  };
}

/** Answers without their timing, which differs run to run. */
const untimed = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'processingTimeMs' ? undefined : v)));

describe('the search engine in a worker', () => {
  it('answers searches and multi-searches like the engine on the page', async () => {
    const engine = await connectWorkerEngine(fakeWorker('ok'), 'https://dealer.example/search-index.json', 'vehicles');
    const onPage = createStockEngine(documents, 'vehicles');
    const params = { filter: 'make = Toyota', facets: ['make'] };
    expect(untimed(await engine.search('vehicles', params))).toEqual(untimed(await onPage.search('vehicles', params)));
    const queries = [
      { indexUid: 'vehicles', q: 'nissan' },
      { indexUid: 'vehicles', filter: 'price > 35000' },
    ];
    expect(untimed(await engine.multiSearch(queries))).toEqual(untimed(await onPage.multiSearch(queries)));
  });

  it("an engine error keeps Meilisearch's code on the page", async () => {
    const engine = await connectWorkerEngine(fakeWorker('ok'), 'https://dealer.example/search-index.json', 'vehicles');
    const error: unknown = await engine.search('vehicles', { filter: 'price >' }).catch((e: unknown) => e);
    expect(isSearchEngineError(error) && error.code).toBe('invalid_search_filter');
  });

  it('a snapshot that cannot load, or a worker that cannot start, rejects so the page loads it itself', async () => {
    const failing = fakeWorker('fails');
    const loadError: unknown = await connectWorkerEngine(failing, 'https://dealer.example/search-index.json', 'vehicles').catch((e: unknown) => e);
    expect(isSearchEngineError(loadError) && loadError.code).toBe('search_unreachable');
    expect(failing.terminated).toBe(true);
    const crashing = fakeWorker('crashes');
    await expect(connectWorkerEngine(crashing, 'https://dealer.example/search-index.json', 'vehicles')).rejects.toThrow('could not start');
    expect(crashing.terminated).toBe(true);
  });
});
