import WatchlistButton from './WatchlistButton.tsx';
import ToastArea from '../toasts/ToastArea.tsx';

type Props = Parameters<typeof WatchlistButton>[0];

/**
 * The vehicle page's watchlist control with the toast area its toasts appear in. One island, so
 * it can hydrate on the shopper's first interaction (client:interaction) and still show its toasts.
 */
export default function VehicleWatchlist(props: Props) {
  return (
    <>
      <WatchlistButton {...props} />
      <ToastArea />
    </>
  );
}
