import type { MultiSearchQuery, SearchEngine, SearchParams } from '../engine/port.ts';
import type { WorkerReply, WorkerRequest } from './messages.ts';
import { fromWorkerError } from './worker-error.ts';

/** The part of a Worker this module uses, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * A SearchEngine that asks the embedded engine running in a worker (snapshot-engine.worker.ts).
 * Resolves once the worker has loaded and indexed the snapshot; rejects when it could not, so the
 * caller can load it on the page instead.
 */
export function connectWorkerEngine(worker: WorkerLike, snapshotUrl: string, indexUid: string): Promise<SearchEngine> {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextId = 0;
  const ask = <T>(request: (id: number) => WorkerRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(request(id));
    });
  const engine: SearchEngine = {
    search: (uid: string, params: SearchParams) => ask((id) => ({ kind: 'search', id, indexUid: uid, params })),
    multiSearch: (queries: MultiSearchQuery[]) => ask((id) => ({ kind: 'multiSearch', id, queries })),
  };
  return new Promise<SearchEngine>((resolve, reject) => {
    worker.addEventListener('message', ({ data }) => {
      if (data.kind === 'ready') return resolve(engine);
      if (data.kind === 'load-failed') {
        worker.terminate();
        return reject(fromWorkerError(data.error));
      }
      const waiting = pending.get(data.id);
      if (!waiting) return;
      pending.delete(data.id);
      if (data.kind === 'answer') waiting.resolve(data.value);
      else waiting.reject(fromWorkerError(data.error));
    });
    // A worker that cannot start (blocked, a script error) fails the load; the caller falls back.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('The search worker could not start.'));
      for (const waiting of pending.values()) waiting.reject(new Error('The search worker stopped.'));
      pending.clear();
    });
    worker.postMessage({ kind: 'load', snapshotUrl, indexUid });
  });
}
