import { createEmbeddedEngine } from '../../../../src/search/engine/embedded-engine.ts';
import type { SearchDocument } from '../../../../src/search/engine/port.ts';
import { buildStockSearch } from '../../../../src/search/query/request-builder.ts';
import type { StockSearchContext } from '../../../../src/search/query/search-context.ts';
import type { SearchState } from '../../../../src/search/query/search-state.ts';
import { stockIndexSettings } from '../../../../src/search/stock-index-settings.ts';
import type { StockDocument } from '../../../../src/search/stock-document.ts';

/**
 * Which cars a saved search finds, with the one query model and the embedded engine the site runs:
 * the main query of the search page (dealer filter, stock rule, refinements, text), every hit.
 */

export type SearchMatcher = (state: SearchState) => Set<number>;

export function createSearchMatcher(documents: readonly StockDocument[], context: StockSearchContext): SearchMatcher {
  const index = createEmbeddedEngine(documents as unknown as readonly SearchDocument[], stockIndexSettings(documents.length));
  const all = Math.max(1, documents.length);
  return (state) => {
    const [main] = buildStockSearch({ ...state, page: 1 }, { ...context, hitsPerPage: all }).queries;
    const result = index.searchSync<{ id: number }>({ ...main, facets: [], page: 1, hitsPerPage: all, attributesToRetrieve: ['id'] });
    return new Set(result.hits.map((hit) => hit.id));
  };
}
