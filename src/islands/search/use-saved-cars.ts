import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { readStoredSession } from '../../forms/browser/stored-session.ts';
import { $favourites, loadFavourites, toggleFavourite } from '../../stores/favourites.ts';
import type { WatchlistCar } from '../../stores/watchlist.ts';

type ApiSite = SiteApi & { apiBaseUrl: string };
type WatchlistModule = typeof import('../../stores/watchlist.ts');

/**
 * The cards' heart and the vehicle page's Save are one saved-cars list: where the dealer
 * has a watchlist, the heart reads and writes the same `$watchlist` store the page's button does,
 * backed by the platform API — sign-in first, a sold car cannot be saved, toasts and rollback as on
 * the page. Only a dealer without a watchlist keeps hearts in this browser (spec 02 §6). The store
 * module (and the platform client with it) loads only for a signed-in visitor or on the first heart,
 * off the JS a reading visitor downloads.
 */
export function useSavedCars(watchlistSite: ApiSite | null, carFor: (id: number) => WatchlistCar | undefined) {
  const favourites = useStore($favourites);
  const [ids, setIds] = useState<readonly number[]>([]);
  const store = useRef<Promise<WatchlistModule> | null>(null);
  // The cards on the page change with every search: look cars up in the latest ones.
  const latestCarFor = useRef(carFor);
  useLayoutEffect(() => {
    latestCarFor.current = carFor;
  });

  useEffect(() => {
    if (!watchlistSite) {
      loadFavourites();
      return;
    }
    // Signed out, nothing is saved yet: the store (and the platform client) load on the first heart.
    if (!readStoredSession()) return;
    const load = (store.current ??= import('../../stores/watchlist.ts'));
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void load.then(async (watchlist) => {
      if (cancelled) return;
      unsubscribe = watchlist.$watchlist.subscribe((state) => setIds(state.ids));
      const { loadSession } = await import('../../stores/session.ts');
      loadSession();
      await watchlist.watchlistForPage(watchlistSite);
      // A save asked for before signing in is finished on the way back, when its car is on this page.
      const pending = watchlist.pendingSaveId();
      const car = pending === undefined ? undefined : latestCarFor.current(pending);
      if (car) await watchlist.completePendingSave(watchlistSite, car);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // Once per island: the site never changes while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  const toggle = useCallback(
    (id: number) => {
      if (!watchlistSite) {
        toggleFavourite(id);
        return;
      }
      const car = latestCarFor.current(id);
      if (!car) return;
      void (store.current ??= import('../../stores/watchlist.ts')).then((watchlist) => watchlist.toggleWatchlist(watchlistSite, car));
    },
    [watchlistSite],
  );

  return { saved: watchlistSite ? ids : favourites, toggle };
}
