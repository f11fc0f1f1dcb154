import { isPlatformApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import { platformClientFor } from '../../forms/browser/platform.ts';
import { writeStoredSession } from '../../forms/browser/stored-session.ts';

/**
 * The save itself, loaded when the visitor clicks "Save this search": the platform client and its
 * contract stay off the search page's first load (its JavaScript budget).
 */

export type SaveOutcome = { kind: 'saved'; name: string } | { kind: 'sign-in' } | { kind: 'error'; message: string };

export async function saveSearch(site: { websiteId: number; apiBaseUrl: string }, path: string, query: string): Promise<SaveOutcome> {
  try {
    const { saved_search } = await platformClientFor(site).saveSearch({ path, query });
    return { kind: 'saved', name: saved_search.name };
  } catch (error) {
    if (isPlatformApiError(error) && error.status === 401) {
      // The API no longer knows this session: sign in again.
      writeStoredSession(null);
      return { kind: 'sign-in' };
    }
    return { kind: 'error', message: error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE };
  }
}
