import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { loadSession } from '../../stores/session.ts';
import { $watchlist, completePendingSave, primeWatchlist, toggleWatchlist, watchlistForPage, type WatchlistCar } from '../../stores/watchlist.ts';

type ApiSite = SiteApi & { apiBaseUrl: string };

/** Several buttons on a page (a car page and its similar cars) share one watchlist load. */
let pageLoad: Promise<void> | null = null;

export function useWatchlistButton(site: ApiSite, car: WatchlistCar) {
  // Before the first render: the hydrating render shows the session's saved state, as the first paint did.
  primeWatchlist();
  const watchlist = useStore($watchlist);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    loadSession();
    pageLoad ??= watchlistForPage(site);
    void pageLoad.then(() => {
      setReady(true);
      return completePendingSave(site, car);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per button: its car and site never change while it is on the page
  }, []);
  const saved = watchlist.ids.includes(car.id);
  return {
    saved,
    ready,
    busy: watchlist.pending.includes(car.id),
    /** spec 01 §4: a sold car cannot be saved unless it already is. */
    blocked: !saved && !car.available,
    toggle: () => void toggleWatchlist(site, car),
  };
}
