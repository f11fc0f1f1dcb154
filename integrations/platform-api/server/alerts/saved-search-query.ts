import { savedSearchName } from '../../../../src/search/query/saved-search-name.ts';
import { canonicalState, type SearchState } from '../../../../src/search/query/search-state.ts';
import { formatSearchParams, parseSearchParams } from '../../../../src/search/query/url-codec.ts';

/**
 * A saved search as the URL codec reads it: the stored query is the canonical form of the state
 * (page 1, values sorted), so the same search saved twice is one row and re-opening it gives the
 * same results as the page that saved it.
 */

export interface SavedSearchQuery {
  state: SearchState;
  /** Canonical URL parameters, without '?'. */
  query: string;
  name: string;
}

export function readSavedSearchQuery(text: string): SavedSearchQuery {
  const parsed = parseSearchParams(new URLSearchParams(text));
  const state = canonicalState({ ...parsed, page: 1 });
  return { state, query: formatSearchParams(state), name: savedSearchName(state) };
}
