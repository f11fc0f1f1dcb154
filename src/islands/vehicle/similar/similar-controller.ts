import type { LiveCar } from '../../../domain/live-status.ts';
import { similarShown, type SimilarCandidate } from '../../../site/vehicle/similar-live.ts';

/**
 * The similar cars block's state, without a framework: `loading` (six placeholders) until the cars'
 * card files and live status are in, then the cards to show, or `failed` when no card could be
 * fetched. Only the newest load's answer counts, so a slow reply to an earlier load never overwrites
 * a newer one.
 */

/** A similar car's card file as fetched: what its card shows (price, reserved) and the card itself. */
export interface BuiltCard<Card> extends SimilarCandidate {
  card: Card;
}

export type SimilarState<Card> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; cards: Card[] } | { status: 'failed' };

export interface SimilarControllerOptions<Card> {
  /** The similar cars' ids, in the engine's order, as the build found them. */
  ids: readonly number[];
  currentId: number;
  /** A car's card file; null when the site no longer has it (the car left stock after this page was built). */
  fetchCard: (id: number) => Promise<BuiltCard<Card> | null>;
  /** The platform's live fields of these cars; absent without a platform API. */
  fetchStatuses?: ((ids: number[]) => Promise<ReadonlyArray<LiveCar & { id: number }>>) | undefined;
  warn?: (message: string, error: unknown) => void;
}

export interface SimilarController<Card> {
  getState(): SimilarState<Card>;
  subscribe(listener: (state: SimilarState<Card>) => void): () => void;
  load(): Promise<void>;
}

export function createSimilarController<Card>(options: SimilarControllerOptions<Card>): SimilarController<Card> {
  let state: SimilarState<Card> = { status: 'idle' };
  let sequence = 0;
  const listeners = new Set<(state: SimilarState<Card>) => void>();
  const set = (next: SimilarState<Card>) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const { currentId, fetchCard, fetchStatuses, warn = console.warn } = options;

  const liveStatuses = async (ids: number[]): Promise<ReadonlyMap<number, LiveCar> | null> => {
    if (!fetchStatuses || ids.length === 0) return null;
    try {
      return new Map((await fetchStatuses(ids)).map((car) => [car.id, car]));
    } catch (error) {
      // Logged, never shown: the cars stay as the build found them (spec 01 §8), as search cards do.
      warn('Live status of the similar cars unavailable', error);
      return null;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const id = ++sequence;
      set({ status: 'loading' });
      const ids = options.ids.filter((carId) => carId !== currentId);
      let failures = 0;
      const cardFile = (carId: number) =>
        fetchCard(carId).catch((error: unknown) => {
          failures += 1;
          warn('Similar car card unavailable', error);
          return null;
        });
      // Both asked at once: the block waits for the slower, not the sum.
      const [live, files] = await Promise.all([liveStatuses(ids), Promise.all(ids.map(cardFile))]);
      if (id !== sequence) return;
      const built = files.filter((file): file is BuiltCard<Card> => file !== null);
      if (built.length === 0 && failures > 0) return set({ status: 'failed' });
      const byId = new Map(built.map((file) => [file.id, file.card]));
      set({ status: 'done', cards: similarShown(built, live, currentId).flatMap((carId) => byId.get(carId) ?? []) });
    },
  };
}
