import type { LiveCar } from '../../../domain/live-status.ts';
import { similarShown, type SimilarCandidate } from '../../../site/vehicle/similar-live.ts';

/**
 * The similar cars block's state, without a framework: `loading` (six placeholders) until the cars'
 * live status is known, then the ids to show. Only the newest load's answer counts, so a slow reply
 * to an earlier load never overwrites a newer one.
 */

export type SimilarState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; ids: number[] };

export interface SimilarControllerOptions {
  candidates: readonly SimilarCandidate[];
  currentId: number;
  /** The platform's live fields of these cars; absent without a platform API. */
  fetchStatuses?: ((ids: number[]) => Promise<ReadonlyArray<LiveCar & { id: number }>>) | undefined;
  warn?: (message: string, error: unknown) => void;
}

export interface SimilarController {
  getState(): SimilarState;
  subscribe(listener: (state: SimilarState) => void): () => void;
  load(): Promise<void>;
}

export function createSimilarController(options: SimilarControllerOptions): SimilarController {
  let state: SimilarState = { status: 'idle' };
  let sequence = 0;
  const listeners = new Set<(state: SimilarState) => void>();
  const set = (next: SimilarState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const { candidates, currentId, fetchStatuses, warn = console.warn } = options;

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const id = ++sequence;
      set({ status: 'loading' });
      let live: ReadonlyMap<number, LiveCar> | null = null;
      const ids = candidates.map((car) => car.id).filter((carId) => carId !== currentId);
      if (fetchStatuses && ids.length > 0) {
        try {
          live = new Map((await fetchStatuses(ids)).map((car) => [car.id, car]));
        } catch (error) {
          // Logged, never shown: the cars stay as the build found them (spec 01 §8), as search cards do.
          warn('Live status of the similar cars unavailable', error);
        }
      }
      if (id !== sequence) return;
      set({ status: 'done', ids: similarShown(candidates, live, currentId) });
    },
  };
}
