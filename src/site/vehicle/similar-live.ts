import { liveChange, type LiveCar } from '../../domain/live-status.ts';
import { SIMILAR_CARS_LIMIT } from '../../domain/similar.ts';

/**
 * Which of a vehicle page's similar cars to show once the platform's live status is known. The list
 * is in stock only (spec 01 §9), so a car the platform now calls sold or reserved is left out, as is
 * one re-priced since the build: its card would show the build's price and finance figure, which is
 * worse than one card fewer. Without an answer (no platform API, or it failed) the
 * cars stay as the build found them, as search cards do.
 */

/** A similar car as the build found it: what its card shows. */
export interface SimilarCandidate {
  id: number;
  price: number;
  reserved: boolean;
}

export function similarShown(
  candidates: readonly SimilarCandidate[],
  live: ReadonlyMap<number, LiveCar> | null,
  currentId: number,
  max = SIMILAR_CARS_LIMIT,
): number[] {
  const shown: number[] = [];
  for (const car of candidates) {
    if (shown.length >= max) break;
    if (car.id === currentId || shown.includes(car.id)) continue;
    const now = live?.get(car.id);
    if (now && liveChange({ price: car.price, available: true, reserved: car.reserved }, now)) continue;
    shown.push(car.id);
  }
  return shown;
}
