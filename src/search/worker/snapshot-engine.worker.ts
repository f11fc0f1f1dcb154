/**
 * The embedded engine over the stock snapshot, in a dedicated worker: downloading, parsing and
 * indexing a 2,000-car snapshot on the page was the filtered search page's blocking time on a phone
 * (figures: docs/decisions/0001-search-engine-in-a-worker.md). The page talks to it through
 * worker-engine.ts.
 */
import { loadSnapshotEngine } from '../snapshot-engine.ts';
import type { SearchEngine } from '../engine/port.ts';
import { toWorkerError } from './worker-error.ts';
import type { WorkerReply, WorkerRequest } from './messages.ts';

declare const self: { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(reply: WorkerReply): void };

let engine: SearchEngine | undefined;

self.onmessage = ({ data }) => {
  if (data.kind === 'load') {
    loadSnapshotEngine(data.snapshotUrl, data.indexUid).then(
      (loaded) => {
        engine = loaded;
        self.postMessage({ kind: 'ready' });
      },
      (error: unknown) => self.postMessage({ kind: 'load-failed', error: toWorkerError(error) }),
    );
    return;
  }
  const { id } = data;
  if (!engine) return self.postMessage({ kind: 'failed', id, error: { code: 'search_unreachable', message: 'The stock list is not loaded.' } });
  const answer = data.kind === 'search' ? engine.search(data.indexUid, data.params) : engine.multiSearch(data.queries);
  answer.then(
    (value) => self.postMessage({ kind: 'answer', id, value }),
    (error: unknown) => self.postMessage({ kind: 'failed', id, error: toWorkerError(error) }),
  );
};
