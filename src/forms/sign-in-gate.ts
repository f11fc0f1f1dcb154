import type { Experience } from '../config/experience.ts';

/**
 * Sign-in gating (spec 02 §2 "Sign-in gated routes", §6; spec 01 §6). Static pages cannot check a
 * session on the server, so a gated page carries its gate and the browser decides; these are the
 * pure parts: which pages are gated for a dealer, and the redirect there and back.
 */

export type GatedRoute = keyof Experience['gatedRoutes'] | 'myGarage';

/** The `type` a sign-in link carries, per gated page. */
export const GATE_TYPES: Record<GatedRoute, string> = {
  tradeIn: 'trade-in',
  sellMyCar: 'sell-my-car',
  checkout: 'checkout',
  personalisedFinance: 'personalised-finance',
  spinToWin: 'spin-to-win',
  onlinePayment: 'online-payment',
  finance: 'finance',
  myGarage: 'my-garage',
};

/** my-garage is always gated; every other page per the dealer's flags. */
export function isGated(gatedRoutes: Experience['gatedRoutes'], route: GatedRoute): boolean {
  return route === 'myGarage' ? true : gatedRoutes[route];
}

/** `/sign-in?type={type}&redirect={target}&back={origin}` */
export function signInHref(type: string, redirect: string, back: string): string {
  const query = new URLSearchParams({ type, redirect: safeLocalPath(redirect), back: safeLocalPath(back) });
  return `/sign-in?${query.toString()}`;
}

/**
 * A path on this site, or `fallback`. Redirect targets come from the query string, so anything that
 * could leave the site (`//evil.example`, `https://…`, `/\evil`, `javascript:`) is refused.
 */
export function safeLocalPath(value: string | null | undefined, fallback = '/'): string {
  const path = value?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(path)) return fallback;
  return path;
}

/** The page a visitor came from, as a local path, when it was this site; else the home page. */
export function backPath(referrer: string, ownOrigin: string): string {
  try {
    const url = new URL(referrer);
    return url.origin === ownOrigin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
