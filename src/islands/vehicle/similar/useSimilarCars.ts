import { useEffect, useState } from 'react';
import { searchCardModel, type SearchCardModel } from '../../../site/search/card-view.ts';
import type { SimilarCarsProps } from '../../../site/vehicle/similar.ts';
import type { StockDocument } from '../../../search/stock-document.ts';

export type SimilarState = { status: 'loading' } | { status: 'done'; cards: SearchCardModel[] };

/**
 * Similar cars: a Meilisearch dealer asks the live index; on failure (logged) the page falls back to the
 * filtered search answered at build time. Embedded-engine dealers use that answer directly: it is what
 * the same snapshot would return in the browser.
 */
export function useSimilarCars(props: SimilarCarsProps): SimilarState {
  // A live (Meilisearch) dealer starts 'loading' so the server-rendered placeholders and the first client
  // render agree; an embedded-engine dealer's build-time answer is final, so the HTML holds the cards.
  const [state, setState] = useState<SimilarState>(props.live ? { status: 'loading' } : { status: 'done', cards: props.fallback });
  useEffect(() => {
    const live = props.live;
    if (!live) return setState({ status: 'done', cards: props.fallback });
    let current = true;
    import('#meilisearch/meilisearch-engine.ts')
      .then(({ createMeilisearchEngine }) => createMeilisearchEngine({ host: live.engine.host, apiKey: live.engine.searchKey }))
      .then((engine) => engine.search<StockDocument>(live.search.indexUid, { filter: live.search.filter, limit: live.search.limit }))
      .then((reply) => {
        if (current) setState({ status: 'done', cards: reply.hits.map((doc) => searchCardModel(doc, live.cardSettings)) });
      })
      .catch((error: unknown) => {
        console.warn('Similar cars search failed; showing the filtered list', error);
        if (current) setState({ status: 'done', cards: props.fallback });
      });
    return () => {
      current = false;
    };
  }, [props]);
  return state;
}
