/**
 * Save / remove a car from the watchlist. Props only. WatchlistFirstPaint.astro writes the saved state
 * into this markup before the first paint: keep the two in step (class, aria-pressed, aria-label, text, fill).
 */
interface Props {
  carId?: number;
  carName: string;
  saved: boolean;
  busy: boolean;
  blocked: boolean;
  onToggle(): void;
}

export function WatchlistButtonView({ carId, carName, saved, busy, blocked, onToggle }: Props) {
  return (
    <button
      type="button"
      className={`btn btn--ghost watchlist-button${saved ? ' watchlist-button--saved' : ''}`}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${carName} from your watchlist` : `Save ${carName} to your watchlist`}
      title={blocked ? 'Sold cars cannot be added to your watchlist' : undefined}
      disabled={busy || blocked}
      onClick={onToggle}
      data-testid="watchlist-button"
      data-car-id={carId}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4l1 1.6 1-1.6c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{saved ? 'Saved' : 'Save'}</span>
    </button>
  );
}
