import { isAvailable } from '../../domain/availability.ts';
import type { TimedTag } from '../../domain/live-status.ts';
import type { SearchIslandProps } from '../../islands/search/types.ts';
import type { StockSearchResult } from '../../search/query/search-result.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { liveStatusIds } from './live-cards.ts';
import type { SearchWakePlan } from './search-wake.ts';
import { searchGrid } from './view-model.ts';

/** What the listing page's wake script checks (search-wake.ts), from the island's own props: built once per page. */
export function searchWakePlan(props: SearchIslandProps): SearchWakePlan {
  const result: StockSearchResult<StockDocument> = props.initialResult;
  const ids = new Set(liveStatusIds(result.hits));
  const cards = result.hits
    .filter((doc) => ids.has(doc.id))
    .map((doc) => ({ id: doc.id, price: doc.price, available: isAvailable(doc), reserved: doc.reserved === true }));
  const tags: TimedTag[] = [];
  for (const entry of searchGrid(props, props.initialState, result, new Date(props.context.now))) {
    if (entry.type === 'card' && entry.item.timedTag) tags.push(entry.item.timedTag);
  }
  return {
    site: props.liveStatusSite,
    cards,
    tags,
    promos: props.promos.map(({ id, start, expiry }) => ({ id, start, expiry })),
    built: props.context.now,
  };
}
