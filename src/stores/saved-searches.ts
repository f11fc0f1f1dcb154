import { atom } from 'nanostores';
import type { SavedSearch } from '#contract/saved-search-calls.ts';
import { isPlatformApiError, UNEXPECTED_ERROR_MESSAGE } from '../../integrations/platform-api/client/index.ts';
import { platformClientFor, type SiteApi } from '../forms/browser/platform.ts';
import { writeStoredSession } from '../forms/browser/stored-session.ts';
import { $session } from './session.ts';
import { addToast } from './toasts.ts';

/**
 * The signed-in shopper's saved searches and alert email (My Garage), as the API keeps them. Removing
 * a search shows at once and comes back, with an alert, if the API refuses.
 */

export interface SavedSearchesState {
  searches: SavedSearch[];
  alertEmail: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const $savedSearches = atom<SavedSearchesState>({ searches: [], alertEmail: null, status: 'idle' });

type ApiSite = SiteApi & { apiBaseUrl: string };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE);

function signedOutBy(error: unknown): boolean {
  if (!isPlatformApiError(error) || error.status !== 401) return false;
  writeStoredSession(null);
  $session.set({ status: 'signed-out' });
  return true;
}

export async function loadSavedSearches(site: ApiSite): Promise<void> {
  $savedSearches.set({ ...$savedSearches.get(), status: 'loading' });
  try {
    const reply = await platformClientFor(site).listSavedSearches();
    $savedSearches.set({ searches: reply.searches, alertEmail: reply.alert_email, status: 'ready' });
  } catch (error) {
    signedOutBy(error);
    console.warn('Saved searches could not be loaded', error);
    $savedSearches.set({ ...$savedSearches.get(), status: 'error' });
  }
}

export async function removeSavedSearch(site: ApiSite, search: SavedSearch): Promise<void> {
  const before = $savedSearches.get();
  $savedSearches.set({ ...before, searches: before.searches.filter((item) => item.id !== search.id) });
  try {
    await platformClientFor(site).removeSavedSearch(search.id);
    addToast({ title: 'Search removed', description: `“${search.name}” is no longer saved.`, tone: 'info' });
  } catch (error) {
    signedOutBy(error);
    $savedSearches.set({ ...$savedSearches.get(), searches: before.searches });
    addToast({ title: 'Search not removed', description: messageOf(error), tone: 'error' });
  }
}

/** '' stops alerts. Resolves with an error message to show beside the field, or null. */
export async function saveAlertEmail(site: ApiSite, email: string): Promise<string | null> {
  try {
    const { alert_email } = await platformClientFor(site).setAlertEmail(email);
    $savedSearches.set({ ...$savedSearches.get(), alertEmail: alert_email });
    addToast(
      alert_email
        ? { title: 'Alerts on', description: `We’ll email ${alert_email} when a car you watch or a search you saved changes.`, tone: 'info' }
        : { title: 'Alerts off', description: 'We won’t email you about your garage.', tone: 'info' },
    );
    return null;
  } catch (error) {
    signedOutBy(error);
    return isPlatformApiError(error) ? (error.fields.email ?? messageOf(error)) : messageOf(error);
  }
}

/** The saved search re-opened: its listing page with its URL parameters. */
export function savedSearchHref(search: Pick<SavedSearch, 'path' | 'query'>): string {
  return search.query ? `${search.path}?${search.query}` : search.path;
}
