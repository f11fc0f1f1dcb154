/**
 * The page context a lead carries (spec 02 §3 "Lead payload": url, source, lead_attributes with
 * visited_pages and linked_query_params). Pure list/URL functions; src/forms/browser/visit-log.ts
 * keeps the lists in sessionStorage.
 */

export const MAX_VISITED_PAGES = 50;

/** Campaign and click ids a visitor may arrive with; anything else in a URL is the site's own state. */
const LINKED_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|ttclid|li_fat_id|ref|referrer|campaign)$/i;

/** Appends a page (path + query) unless it repeats the last one (a reload is not a new page). */
export function withVisit(pages: readonly string[], page: string, max = MAX_VISITED_PAGES): string[] {
  if (pages[pages.length - 1] === page) return [...pages];
  return [...pages, page].slice(-max);
}

/** Linked params of this URL, added to those seen earlier in the visit (the first value of each wins). */
export function withLinkedParams(previous: Readonly<Record<string, string>>, search: string): Record<string, string> {
  const merged: Record<string, string> = { ...previous };
  for (const [name, value] of new URLSearchParams(search)) {
    if (LINKED_PARAM.test(name) && value !== '' && merged[name] === undefined) merged[name] = value.slice(0, 500);
  }
  return merged;
}

export interface VisitLog {
  pages: string[];
  linked: Record<string, string>;
}

/**
 * The visit after arriving at `here` from `referrer`. A same-origin referrer that is not the last
 * page recorded was a page without the tracker (a 0 KB content page): it joins the visit with its
 * campaign params, so landing on /about?utm_source=google is not lost.
 */
export function withArrival(log: VisitLog, here: string, referrer: string): VisitLog {
  let { pages, linked } = log;
  const url = new URL(here);
  // Already recorded (a reload, or the tracker ran before the form did): the referrer is old news.
  if (pages[pages.length - 1] === `${url.pathname}${url.search}`) return { pages: [...pages], linked: withLinkedParams(linked, url.search) };
  try {
    const from = new URL(referrer);
    const fromPage = `${from.pathname}${from.search}`;
    if (from.origin === url.origin && pages[pages.length - 1] !== fromPage) {
      pages = withVisit(pages, fromPage);
      linked = withLinkedParams(linked, from.search);
    }
  } catch {
    // No referrer (typed, bookmarked, or stripped by policy): only this page is known.
  }
  return { pages: withVisit(pages, `${url.pathname}${url.search}`), linked: withLinkedParams(linked, url.search) };
}

/** Where the lead came from: the campaign source when there is one, else the referring site, else 'website'. */
export function leadSource(linked: Readonly<Record<string, string>>, referrer: string, ownOrigin: string): string {
  if (linked.utm_source) return linked.utm_source;
  try {
    const origin = new URL(referrer).origin;
    if (origin !== ownOrigin) return new URL(referrer).hostname;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return 'website';
}
