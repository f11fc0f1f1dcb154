import { atom } from 'nanostores';

/**
 * Cars chosen for /compare, at most three, kept in this browser (like favourites, from which they
 * are usually picked). Starts empty so static HTML and hydration agree; `loadCompare()` fills it.
 */

export const COMPARE_KEY = 'forecourt:compare';
export const COMPARE_LIMIT = 3;

export const $compare = atom<readonly number[]>([]);

/** Adds or removes a car; a fourth car is refused (the visitor removes one first). */
export function withCompared(ids: readonly number[], id: number, limit = COMPARE_LIMIT): { ids: number[]; added: boolean; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), added: false, full: false };
  if (ids.length >= limit) return { ids: [...ids], added: false, full: true };
  return { ids: [...ids, id], added: true, full: false };
}

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, COMPARE_LIMIT) : [];
  } catch {
    return [];
  }
}

export function loadCompare(): void {
  $compare.set(read());
}

export function setCompare(ids: readonly number[]): void {
  const next = ids.slice(0, COMPARE_LIMIT);
  $compare.set(next);
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: the choice holds for this page.
  }
}

export function toggleCompare(id: number): { added: boolean; full: boolean } {
  const result = withCompared($compare.get(), id);
  if (!result.full) setCompare(result.ids);
  return { added: result.added, full: result.full };
}
