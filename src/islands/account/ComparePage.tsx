import type { SiteApi } from '../../forms/browser/platform.ts';
import { CompareView } from './CompareView.tsx';
import { useCompare } from './use-compare.ts';
import WatchlistButton from './WatchlistButton.tsx';
import '../forms/lead-form.css';
import './account.css';

/** /compare island: saved cars side by side, chosen in this browser, each with its watchlist control. */
export default function ComparePage({ watchlistSite }: { watchlistSite: (SiteApi & { apiBaseUrl: string }) | null }) {
  const compare = useCompare();
  return (
    <CompareView
      watchlistControl={
        watchlistSite ? (car) => <WatchlistButton site={watchlistSite} car={{ id: car.id, name: car.name, available: car.available }} /> : undefined
      }
      loaded={compare.loaded}
      compared={compare.compared}
      candidates={compare.candidates}
      chosen={compare.chosen}
      full={compare.full}
      onToggle={compare.toggle}
      onClear={compare.clear}
    />
  );
}
