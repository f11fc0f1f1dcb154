import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { signInHref } from '../../forms/sign-in-gate.ts';
import { $favourites, loadFavourites } from '../../stores/favourites.ts';
import { $session, confirmSession, signOut } from '../../stores/session.ts';
import { $watchlist, loadWatchlist, toggleWatchlist } from '../../stores/watchlist.ts';
import { $savedSearches, loadSavedSearches, removeSavedSearch, saveAlertEmail } from '../../stores/saved-searches.ts';
import { platformClientFor } from '../../forms/browser/platform.ts';
import { writeStoredSession } from '../../forms/browser/stored-session.ts';
import { AlertEmailForm } from './AlertEmailForm.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { SavedSearchList } from './SavedSearchList.tsx';
import { CarSummaryCard } from '../forms/CarSummaryCard.tsx';
import { carsOf, useCarSummaries } from './use-car-summaries.ts';
import { WatchlistButtonView } from './WatchlistButtonView.tsx';
import '../forms/lead-form.css';
import './account.css';

/** /my-garage: the signed-in visitor's watchlist, saved searches and alert email, and this device's saved cars. */

type ApiSite = SiteApi & { apiBaseUrl: string };

export default function MyGarage({ site, compareEnabled }: { site: ApiSite; compareEnabled: boolean }) {
  const session = useStore($session);
  const watchlist = useStore($watchlist);
  const favourites = useStore($favourites);
  const savedSearches = useStore($savedSearches);
  const [deleted, setDeleted] = useState<string | null>(null);
  const cars = useCarSummaries();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    loadFavourites();
    void confirmSession(site).then((state) => {
      if (state.status !== 'signed-in') {
        const here = `${location.pathname}${location.search}`;
        location.replace(signInHref('my-garage', here, '/'));
        return;
      }
      setChecked(true);
      return Promise.all([loadWatchlist(site), loadSavedSearches(site)]);
    });
  }, [site]);

  if (deleted) return <p role="status">{deleted}</p>;
  if (!checked || session.status !== 'signed-in') return <p role="status">Loading your garage…</p>;
  const saved = carsOf(watchlist.ids, cars);
  const local = carsOf(favourites, cars).filter((car) => !watchlist.ids.includes(car.id));
  return (
    <div className="garage">
      <p>
        Signed in with {session.user.phone}.{' '}
        <button type="button" className="btn btn--ghost" onClick={() => void signOut(site).then(() => location.assign('/'))}>
          Sign out
        </button>
      </p>
      <section aria-labelledby="watchlist-heading">
        <h2 id="watchlist-heading">Watchlist</h2>
        {watchlist.status === 'loading' || !cars ? (
          <p role="status">Loading your watchlist…</p>
        ) : saved.length === 0 ? (
          <p>No cars in your watchlist yet. Use Save on a car's page to add it.</p>
        ) : (
          <ul className="garage__list" data-testid="watchlist">
            {saved.map((car) => (
              <li key={car.id} className="garage__item">
                <CarSummaryCard car={car} />
                <WatchlistButtonView
                  carName={car.name}
                  saved
                  busy={watchlist.pending.includes(car.id)}
                  blocked={false}
                  onToggle={() => void toggleWatchlist(site, car)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading">Saved searches</h2>
        <SavedSearchList
          searches={savedSearches.searches}
          loading={savedSearches.status === 'idle' || savedSearches.status === 'loading'}
          failed={savedSearches.status === 'error'}
          onRemove={(search) => void removeSavedSearch(site, search)}
        />
      </section>
      <section aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">Email alerts</h2>
        <AlertEmailForm current={savedSearches.alertEmail} onSave={(email) => saveAlertEmail(site, email)} />
      </section>
      {local.length > 0 && (
        <section aria-labelledby="favourites-heading">
          <h2 id="favourites-heading">Saved on this device</h2>
          <ul className="garage__list">
            {local.map((car) => (
              <li key={car.id} className="garage__item">
                <CarSummaryCard car={car} />
              </li>
            ))}
          </ul>
          {compareEnabled && (
            <a className="btn btn--ghost" href="/compare">
              Compare saved cars
            </a>
          )}
        </section>
      )}
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">Your account</h2>
        <DeleteAccount
          onDelete={async () => {
            const reply = await platformClientFor(site).deleteAccount();
            writeStoredSession(null);
            setDeleted(reply.message);
            return reply.message;
          }}
        />
      </section>
    </div>
  );
}
