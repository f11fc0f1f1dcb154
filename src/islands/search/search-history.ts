import { atom } from 'nanostores';

/**
 * Search history (spec 02 §3, §9): the last 5 searches that had refinements, each with its path,
 * newest first, kept in this browser. Loaded after mount so the static HTML and hydration agree.
 */

export interface SearchHistoryEntry {
  label: string;
  /** Path and query string that reproduce the search. */
  href: string;
}

export const SEARCH_HISTORY_KEY = 'forecourt:search-history';
export const SEARCH_HISTORY_SIZE = 5;

export const $searchHistory = atom<readonly SearchHistoryEntry[]>([]);

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  const entry = value as SearchHistoryEntry | null;
  return typeof entry?.label === 'string' && typeof entry.href === 'string' && entry.href.startsWith('/');
}

export function loadSearchHistory(): void {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    $searchHistory.set(Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SEARCH_HISTORY_SIZE) : []);
  } catch {
    $searchHistory.set([]);
  }
}

/** Adds a search at the front (an equal earlier one moves up rather than repeating). */
export function rememberSearch(entry: SearchHistoryEntry): void {
  if (!entry.label.trim()) return;
  const next = [entry, ...$searchHistory.get().filter((e) => e.href !== entry.href)].slice(0, SEARCH_HISTORY_SIZE);
  $searchHistory.set(next);
  try {
    storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // blocked storage: history lasts for this page only
  }
}
