import { atom } from 'nanostores';

/**
 * The compare choice (spec 01 §2 card control, §6 "Visitors browse, compare and favourite"): up to
 * three cars, kept in this browser under one key so the cards' toggles, the tray on every page with
 * cards and /compare read one list. Framework-free: the tray (compare-tray.ts) and the /compare
 * island (use-compare.ts) are thin bindings over it. Each car keeps its name and link, so the tray
 * can list a car chosen on another page without loading the dealer's stock.
 */

export const COMPARE_KEY = 'forecourt:compare';
export const COMPARE_LIMIT = 3;
export const COMPARE_PATH = '/compare';
/** The card toggle (VehicleCard.tsx): a button carrying the car's id inside the card. */
export const COMPARE_BUTTON = 'button[data-compare-id]';

export interface ComparedCar {
  id: number;
  name: string;
  href: string;
}

export interface CompareState {
  cars: readonly ComparedCar[];
  /** The last add was refused because the list was full: the tray and /compare say so. */
  full: boolean;
}

/** What the controller needs of localStorage (absent or throwing where storage is blocked). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The stored list, read defensively: entries, or bare ids as older builds stored them; at most `limit`, no repeats. */
export function parseCompared(raw: string | null | undefined, limit = COMPARE_LIMIT): ComparedCar[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const cars: ComparedCar[] = [];
  for (const item of parsed) {
    const car: ComparedCar | undefined = isId(item)
      ? { id: item, name: '', href: '' }
      : typeof item === 'object' && item !== null && isId((item as ComparedCar).id)
        ? {
            id: (item as ComparedCar).id,
            name: typeof (item as ComparedCar).name === 'string' ? (item as ComparedCar).name : '',
            // Only a path on this site: the stored link is the shopper's own, but never an open redirect.
            href: typeof (item as ComparedCar).href === 'string' && /^\/(?!\/)/.test((item as ComparedCar).href) ? (item as ComparedCar).href : '',
          }
        : undefined;
    if (car && !cars.some((other) => other.id === car.id)) cars.push(car);
    if (cars.length === limit) break;
  }
  return cars;
}

/** Adds or removes a car; a car beyond the limit is refused (the shopper removes one first). */
export function toggled(state: CompareState, car: ComparedCar, limit = COMPARE_LIMIT): CompareState {
  if (state.cars.some((other) => other.id === car.id)) return { cars: state.cars.filter((other) => other.id !== car.id), full: false };
  if (state.cars.length >= limit) return { cars: state.cars, full: true };
  return { cars: [...state.cars, car], full: false };
}

export function removed(state: CompareState, id: number): CompareState {
  return { cars: state.cars.filter((car) => car.id !== id), full: false };
}

/** What the tray shows: nothing while empty. */
export interface TrayView {
  hidden: boolean;
  heading: string;
  notice: string;
  cars: ReadonlyArray<ComparedCar & { label: string }>;
  canCompare: boolean;
}

export function trayView(state: CompareState, limit = COMPARE_LIMIT): TrayView {
  const count = state.cars.length;
  return {
    hidden: count === 0,
    heading: `Compare ${count} of ${limit} cars`,
    notice: state.full ? fullNotice(limit) : '',
    cars: state.cars.map((car) => ({ ...car, label: car.name || `Car ${car.id}` })),
    // Side by side needs two; one car is a start.
    canCompare: count >= 2,
  };
}

export const fullNotice = (limit = COMPARE_LIMIT) => `You can compare up to ${limit} cars. Remove one first.`;

export function createCompareController(storage: () => KeyValueStore | undefined, limit = COMPARE_LIMIT) {
  // Empty until `load()`: static HTML and a hydrating island's first render agree.
  const $state = atom<CompareState>({ cars: [], full: false });
  const commit = (next: CompareState) => {
    $state.set(next);
    try {
      storage()?.setItem(COMPARE_KEY, JSON.stringify(next.cars));
    } catch {
      // Blocked storage or quota: the choice holds for this page.
    }
  };
  const read = () => {
    try {
      return parseCompared(storage()?.getItem(COMPARE_KEY), limit);
    } catch {
      return [];
    }
  };
  return {
    $state,
    limit,
    /** Reads the stored list (on start, and when another tab changed it). */
    load(): void {
      $state.set({ cars: read(), full: false });
    },
    toggle(car: ComparedCar): CompareState {
      const next = toggled($state.get(), car, limit);
      commit(next);
      return next;
    },
    remove(id: number): void {
      commit(removed($state.get(), id));
    },
    clear(): void {
      commit({ cars: [], full: false });
    },
    /** Replaces the list (a shared /compare?ids= link, or names filled in once known). */
    set(cars: readonly ComparedCar[]): void {
      commit({ cars: cars.slice(0, limit), full: false });
    },
    has(id: number): boolean {
      return $state.get().cars.some((car) => car.id === id);
    },
  };
}

export type CompareController = ReturnType<typeof createCompareController>;
