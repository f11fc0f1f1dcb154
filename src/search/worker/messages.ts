import type { MultiSearchQuery, SearchParams } from '../engine/port.ts';

/** What the page asks the snapshot worker. */
export type WorkerRequest =
  | { kind: 'load'; snapshotUrl: string; indexUid: string }
  | { kind: 'search'; id: number; indexUid: string; params: SearchParams }
  | { kind: 'multiSearch'; id: number; queries: MultiSearchQuery[] };

/** An engine error crosses the worker boundary as plain data and is rebuilt on the page. */
export interface WorkerError {
  code: string;
  message: string;
  type?: string;
}

/** What the snapshot worker answers. */
export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'load-failed'; error: WorkerError }
  | { kind: 'answer'; id: number; value: unknown }
  | { kind: 'failed'; id: number; error: WorkerError };
