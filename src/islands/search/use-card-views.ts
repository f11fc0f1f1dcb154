import { useEffect, useState } from 'react';
import { decodeCardViews } from '../../search/card-views.ts';

/** One fetch per page, however often the results change. */
let asked: Promise<Map<number, number>> | undefined;

/**
 * The cards' views counts (src/search/card-views.ts), fetched once the shopper's results are no longer
 * the first page the HTML shows (its cards carry their counts), so a shopper who only reads pays
 * nothing. A failure leaves the cards without a count, as for a car the feed has none for.
 */
export function useCardViews(url: string | null, needed: boolean): ReadonlyMap<number, number> | undefined {
  const [views, setViews] = useState<ReadonlyMap<number, number>>();
  useEffect(() => {
    if (url && needed) {
      void (asked ??= fetch(url)
        .then((response) => response.json())
        .then(decodeCardViews, () => new Map<number, number>())).then(setViews);
    }
  }, [url, needed]);
  return views;
}
