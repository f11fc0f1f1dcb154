import type { SavedSearch } from '#contract/saved-search-calls.ts';
import { savedSearchHref } from '../../stores/saved-searches.ts';

/** My Garage's saved searches: each re-opens the search it saved, each removable (props only). */
export function SavedSearchList(props: { searches: SavedSearch[]; loading: boolean; failed: boolean; onRemove: (search: SavedSearch) => void }) {
  const { searches, loading, onRemove } = props;
  if (loading) return <p role="status">Loading your saved searches…</p>;
  if (props.failed) return <p role="alert">Your saved searches could not be loaded just now. Please reload the page to try again.</p>;
  if (searches.length === 0) return <p>No saved searches yet. Use “Save this search” on a search page to keep one here.</p>;
  return (
    <ul className="garage__list" data-testid="saved-searches">
      {searches.map((search) => (
        <li key={search.id} className="garage__item garage__search">
          <a className="garage__search-link" href={savedSearchHref(search)}>
            {search.name}
          </a>
          <button type="button" className="btn btn--ghost" onClick={() => onRemove(search)} aria-label={`Remove saved search ${search.name}`}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
