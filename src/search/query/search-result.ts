import type { FacetDistribution, FacetStat, MultiSearchResult, SearchDocument } from '../engine/port.ts';
import { PARTITION_FACET, RANGE_FIELDS } from './refinement-fields.ts';
import type { StockSearchPlan } from './request-builder.ts';

/** The search result the page renders (spec 01 §3 "Search result": hits, count, facets, pages, ms). */
export interface StockSearchResult<T = SearchDocument> {
  hits: T[];
  /** The count shown to the visitor ("N cars found"). */
  count: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
  /** Disjunctive for refined facets: each refined facet counts as if it alone were not refined. */
  facets: FacetDistribution;
  facetStats: Record<string, FacetStat>;
  ms: number;
}

/** Counts above this are not trusted as they come from the engine (spec 01 §9). */
export const COUNT_LIMIT = 1999;
/** Meilisearch's default `maxTotalHits`: a total at or above it may have been cut off. */
export const ENGINE_TOTAL_CAP = 1000;

/**
 * Counts above 1999 (or at the engine's cap) are replaced by a summed facet count, which is exact
 * because every car has exactly one condition, else by the dealer's stock count when nothing narrows
 * the search (spec 01 §9).
 */
export function displayCount(totalHits: number, facets: FacetDistribution | undefined, options: { stockCount: number; narrowed: boolean }): number {
  if (totalHits <= COUNT_LIMIT && totalHits < ENGINE_TOTAL_CAP) return totalHits;
  const partition = facets?.[PARTITION_FACET];
  if (partition) {
    const summed = Object.values(partition).reduce((sum, count) => sum + count, 0);
    if (summed > 0) return summed;
  }
  return options.narrowed ? totalHits : options.stockCount;
}

/**
 * Folds the disjunctive queries into the main result:
 *
 *   main.facetDistribution.make = { Toyota: 12 }            (make = Toyota is refined)
 *   results[1] (without the make refinement).make = { Toyota: 12, Mazda: 30, Ford: 8 }
 *   → facets.make = { Toyota: 12, Mazda: 30, Ford: 8 }
 */
export function mergeStockResults<T>(
  plan: StockSearchPlan,
  results: ReadonlyArray<MultiSearchResult<T>>,
  options: { stockCount: number; narrowed: boolean; hitsPerPage: number },
): StockSearchResult<T> {
  const main = results[0];
  if (!main) throw new Error('The search returned no result for the main query.');
  const facets: FacetDistribution = { ...(main.facetDistribution ?? {}) };
  const facetStats: Record<string, FacetStat> = { ...(main.facetStats ?? {}) };
  plan.disjunctive.forEach((attribute, i) => {
    const result = results[i + 1];
    if (!result) return;
    facets[attribute] = result.facetDistribution?.[attribute] ?? {};
    const stats = result.facetStats?.[attribute];
    if (stats) facetStats[attribute] = stats;
    else delete facetStats[attribute];
  });
  // Ranges are asked as facets only for their stats; their value-by-value counts are never shown.
  for (const field of RANGE_FIELDS) delete facets[field.attribute];
  const totalHits = main.totalHits ?? main.estimatedTotalHits ?? main.hits.length;
  const count = displayCount(totalHits, main.facetDistribution, options);
  const hitsPerPage = main.hitsPerPage ?? options.hitsPerPage;
  return {
    hits: main.hits,
    count,
    page: main.page ?? 1,
    totalPages: hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0,
    hitsPerPage,
    facets,
    facetStats,
    ms: results.reduce((sum, result) => sum + (result.processingTimeMs ?? 0), 0),
  };
}
