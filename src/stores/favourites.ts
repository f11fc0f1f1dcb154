import { atom } from 'nanostores';

/**
 * Favourite (saved / compare) cars, kept in this browser only (spec 02 §6 "Favourites are stored
 * locally when enabled"). Ids, newest first. The atom starts empty on the server and on the first
 * client render, so static HTML and hydration agree; `loadFavourites()` fills it after mount.
 */

export const FAVOURITES_KEY = 'forecourt:favourites';
export const MAX_FAVOURITES = 100;

export const $favourites = atom<readonly number[]>([]);

let loaded = false;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (private modes, cookie settings): favourites then live for the page only.
    return undefined;
  }
}

function readStored(): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MAX_FAVOURITES) : [];
  } catch {
    return [];
  }
}

/** A list equal to the one held is not set again: the cards that read it would render for nothing. */
function setIfChanged(ids: readonly number[]): void {
  const current = $favourites.get();
  if (ids.length !== current.length || ids.some((id, i) => id !== current[i])) $favourites.set(ids);
}

/** Reads the saved list once, and follows changes made in other tabs. */
export function loadFavourites(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  setIfChanged(readStored());
  window.addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_KEY) $favourites.set(readStored());
  });
}

export function toggleFavourite(id: number): boolean {
  const current = $favourites.get();
  const saved = !current.includes(id);
  const next = saved ? [id, ...current].slice(0, MAX_FAVOURITES) : current.filter((other) => other !== id);
  $favourites.set(next);
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // quota or blocked storage: the choice still holds for this page
  }
  return saved;
}
