import { useEffect, useState } from 'react';
import type { QuickSearchOptions } from '../../site/dealer/home.ts';
import { QuickSearchView } from './QuickSearchView.tsx';
import { useQuickSearch } from './use-quick-search.ts';

/** Home quick search (type, make, model, price) into the stock listing. */
export default function QuickSearchIsland({ action, carTypes, makes, prices, noun }: QuickSearchOptions) {
  const search = useQuickSearch(action, makes);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <QuickSearchView
      action={action}
      noun={noun}
      carTypes={carTypes}
      makes={makes}
      prices={prices}
      hydrated={hydrated}
      choice={search.choice}
      models={search.models}
      onChange={search.set}
      onSubmit={(event) => {
        event.preventDefault();
        window.location.assign(search.href);
      }}
    />
  );
}
