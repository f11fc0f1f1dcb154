import { SearchEngineError, isSearchEngineError } from '../engine/port.ts';
import type { WorkerError } from './messages.ts';

export function toWorkerError(error: unknown): WorkerError {
  if (isSearchEngineError(error)) return { code: error.code, message: error.message, type: error.type };
  return { code: 'search_unreachable', message: error instanceof Error ? error.message : String(error) };
}

export function fromWorkerError(error: WorkerError): SearchEngineError {
  return new SearchEngineError(error.code, error.message, error.type ? { type: error.type } : {});
}
