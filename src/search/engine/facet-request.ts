import { matchesAnyPattern, matchesAttributePattern } from './document-fields.ts';
import type { EngineIndex } from './engine-index.ts';
import { FacetCounter } from './facets.ts';
import { compareCodePoints } from './normalize.ts';
import { SearchEngineError, type FacetDistribution, type FacetStat } from './port.ts';

/**
 * The `facets` parameter: every name must be filterable (`invalid_search_facets` otherwise); a name
 * selects the fields it names or contains (`location` → `location.city`), `*` selects all filterable
 * fields. Output keys are field names in byte order, as Meilisearch's BTreeMap gives them.
 */
export function resolveFacetPaths(names: readonly string[], index: EngineIndex): string[] {
  const filterable = index.filterableAttributes;
  const invalid = names.filter((name) => name !== '*' && !matchesAnyPattern(name, filterable));
  if (invalid.length > 0) {
    const patterns = [...new Set(filterable)].sort();
    const available =
      patterns.length === 0
        ? 'This index does not have configured filterable attributes.'
        : `Available filterable attributes patterns are: \`${patterns.join(', ')}\`.`;
    const subject = invalid.length === 1 ? `Attribute \`${invalid[0]}\` is not filterable.` : `Attributes \`${invalid.join(', ')}\` are not filterable.`;
    throw new SearchEngineError('invalid_search_facets', `Invalid facet distribution: ${subject} ${available}`);
  }
  return index.fieldPaths
    .filter((path) => matchesAnyPattern(path, filterable) && names.some((name) => matchesAttributePattern(path, name)))
    .sort(compareCodePoints);
}

export class FacetComputer {
  private readonly index: EngineIndex;
  private readonly counters = new Map<string, FacetCounter>();
  private readonly resolved = new Map<string, string[]>();

  constructor(index: EngineIndex) {
    this.index = index;
  }

  /** `resolveFacetPaths`, remembered per list of names (the same few lists come back all the time). */
  paths(names: readonly string[]): string[] {
    const key = names.join('\u0000');
    let paths = this.resolved.get(key);
    if (!paths) {
      paths = resolveFacetPaths(names, this.index);
      if (this.resolved.size >= 64) this.resolved.clear();
      this.resolved.set(key, paths);
    }
    return paths;
  }

  private counter(path: string): FacetCounter | undefined {
    let counter = this.counters.get(path);
    if (!counter) {
      const attribute = this.index.attributes.get(path);
      if (!attribute) return undefined;
      this.counters.set(path, (counter = new FacetCounter(attribute)));
    }
    return counter;
  }

  /** Counts and numeric stats over `candidates[0..count)` (ascending ids). */
  compute(paths: readonly string[], candidates: Uint32Array, count: number): { facetDistribution: FacetDistribution; facetStats: Record<string, FacetStat> } {
    const facetDistribution: FacetDistribution = {};
    const facetStats: Record<string, FacetStat> = {};
    for (const path of paths) {
      const counter = this.counter(path);
      if (!counter) continue;
      facetDistribution[path] = counter.distribution(candidates, count, this.index.maxValuesPerFacet);
      const stats = counter.stats(candidates, count);
      if (stats) facetStats[path] = stats;
    }
    return { facetDistribution, facetStats };
  }
}
