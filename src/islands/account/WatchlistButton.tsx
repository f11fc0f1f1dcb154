import type { SiteApi } from '../../forms/browser/platform.ts';
import type { WatchlistCar } from '../../stores/watchlist.ts';
import { useWatchlistButton } from './use-watchlist-button.ts';
import { WatchlistButtonView } from './WatchlistButtonView.tsx';

/**
 * Watchlist save/remove for one car (spec 01 §4, §6–8). Embed on a vehicle page with the props of
 * src/site/leads/watchlist.ts, beside one `<ToastArea client:idle />` for its toasts:
 *   {watchlist && <WatchlistButton client:visible {...watchlist} />}
 */
export default function WatchlistButton({ site, car }: { site: SiteApi & { apiBaseUrl: string }; car: WatchlistCar }) {
  const button = useWatchlistButton(site, car);
  return <WatchlistButtonView carId={car.id} carName={car.name} saved={button.saved} busy={button.busy} blocked={button.blocked} onToggle={button.toggle} />;
}
