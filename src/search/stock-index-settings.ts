import { vehicleIndexSettings } from '#meilisearch/index-settings.ts';
import type { IndexSettings } from './engine/port.ts';

/**
 * The stock index settings for the embedded engine: the vehicle index settings declared once in
 * integrations/meilisearch/index-settings.ts (so both engines rank and filter alike), with `maxTotalHits`
 * raised to the stock size so every page of a large dealer can be reached. Counts still follow
 * spec 01 §9's 1999 rule (search-result.ts).
 */
export function stockIndexSettings(documentCount: number): IndexSettings {
  return {
    ...vehicleIndexSettings,
    searchableAttributes: [...vehicleIndexSettings.searchableAttributes],
    filterableAttributes: [...vehicleIndexSettings.filterableAttributes],
    sortableAttributes: [...vehicleIndexSettings.sortableAttributes],
    rankingRules: [...vehicleIndexSettings.rankingRules],
    pagination: { maxTotalHits: Math.max(vehicleIndexSettings.pagination.maxTotalHits, documentCount) },
  };
}
