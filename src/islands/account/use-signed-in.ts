import { useEffect, useState } from 'react';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { signInHref } from '../../forms/sign-in-gate.ts';
import { confirmSession } from '../../stores/session.ts';
import type { SignedInUser } from '#contract/account-calls.ts';

/**
 * The signed-in shopper of an account page, confirmed with the API. `required`: a signed-out
 * visitor is sent to sign-in and back (the page's head gate normally did that already; this covers
 * a session the API has since ended). Otherwise the page shows its signed-out state.
 */
export function useSignedIn(site: SiteApi & { apiBaseUrl: string }, gateType: string, required: boolean) {
  const [state, setState] = useState<{ status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser }>({
    status: 'checking',
  });
  useEffect(() => {
    void confirmSession(site).then((session) => {
      if (session.status === 'signed-in') return setState({ status: 'signed-in', user: session.user });
      if (required) location.replace(signInHref(gateType, `${location.pathname}${location.search}`, '/'));
      else setState({ status: 'signed-out' });
    });
  }, [site, gateType, required]);
  return state;
}

/** Link to sign in and come back to this page. */
export function signInHereHref(gateType: string): string {
  return signInHref(gateType, `${location.pathname}${location.search}`, `${location.pathname}${location.search}`);
}
