import { leadSource, withArrival } from '../visit-context.ts';
import type { LeadPageContext } from '../lead-payload.ts';

/**
 * Records the pages of this visit and the campaign params it arrived with, in sessionStorage
 * (a visit = a tab session). Runs on every page that has a form island or the visit tracker.
 */

const PAGES_KEY = 'forecourt:visited-pages';
const PARAMS_KEY = 'forecourt:linked-params';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the lead goes without its visit history.
  }
}

export function recordVisit(): void {
  const log = { pages: readJson<string[]>(PAGES_KEY, []), linked: readJson<Record<string, string>>(PARAMS_KEY, {}) };
  const next = withArrival(log, location.href, document.referrer);
  writeJson(PAGES_KEY, next.pages);
  writeJson(PARAMS_KEY, next.linked);
}

export function currentPageContext(): LeadPageContext {
  recordVisit();
  const linkedQueryParams = readJson<Record<string, string>>(PARAMS_KEY, {});
  return {
    url: location.href,
    userAgent: navigator.userAgent,
    source: leadSource(linkedQueryParams, document.referrer, location.origin),
    visitedPages: readJson<string[]>(PAGES_KEY, []),
    linkedQueryParams,
  };
}
