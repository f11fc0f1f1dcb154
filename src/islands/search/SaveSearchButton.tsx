import { useEffect, useState } from 'react';
import { readStoredSession } from '../../forms/browser/stored-session.ts';
import { signInHref } from '../../forms/sign-in-gate.ts';
import { canonicalState } from '../../search/query/search-state.ts';
import { formatSearchParams, stateFromLocation, type RouteRefinements } from '../../search/query/url-codec.ts';

/**
 * "Save this search" on the listing pages: the search's URL state (the URL is the state) is kept in
 * the signed-in shopper's garage, where alerts about new matching cars come from. A visitor is sent
 * to sign in first and the save happens when they come back.
 */

/** A save asked for before signing in, finished on the way back (the island hydrates at once then). */
export const PENDING_SAVED_SEARCH_KEY = 'forecourt:pending-saved-search';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved'; name: string } | { kind: 'error'; message: string };

interface Props {
  site: { websiteId: number; apiBaseUrl: string };
  route: RouteRefinements;
}

export default function SaveSearchButton({ site, route }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function save(): Promise<void> {
    const here = `${location.pathname}${location.search}`;
    if (!readStoredSession()) {
      sessionStorage.setItem(PENDING_SAVED_SEARCH_KEY, here);
      location.assign(signInHref('saved-search', here, here));
      return;
    }
    setStatus({ kind: 'busy' });
    const state = canonicalState({ ...stateFromLocation(location.pathname, location.search, route), page: 1 });
    const { saveSearch } = await import('./save-search.ts');
    const outcome = await saveSearch(site, route.base, formatSearchParams(state));
    if (outcome.kind === 'sign-in') {
      sessionStorage.setItem(PENDING_SAVED_SEARCH_KEY, here);
      location.assign(signInHref('saved-search', here, here));
      return;
    }
    setStatus(outcome);
  }

  useEffect(() => {
    // Back from signing in to save this search: finish what the visitor asked for.
    if (sessionStorage.getItem(PENDING_SAVED_SEARCH_KEY) !== `${location.pathname}${location.search}` || !readStoredSession()) return;
    sessionStorage.removeItem(PENDING_SAVED_SEARCH_KEY);
    void save();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration (the way back from signing in)
  }, []);

  return (
    <div className="save-search">
      <button type="button" className="btn btn--ghost save-search__button" onClick={() => void save()} disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Saving…' : 'Save this search'}
      </button>
      <p className="save-search__status" role="status">
        {status.kind === 'saved' && (
          <>
            Saved “{status.name}” to your garage. <a href="/my-garage">Get email alerts in My Garage</a>
          </>
        )}
        {status.kind === 'error' && <span className="save-search__error">{status.message}</span>}
      </p>
    </div>
  );
}
