import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AccountActivityReply } from '#contract/index.ts';
import { formatAud } from '../../domain/account/online-payment.ts';
import { formatDate } from '../../domain/format.ts';
import { accountFeatures } from '../../forms/browser/account-features.ts';
import { summaryPriceLine } from '../../forms/car-summary.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { signOut } from '../../stores/session.ts';
import { $watchlist, loadWatchlist } from '../../stores/watchlist.ts';
import { carsOf, useCarSummaries } from './use-car-summaries.ts';
import { useSignedIn } from './use-signed-in.ts';
import './account-pages.css';
import { vehiclePath } from '../../site/routes.ts';

/** The dealer's account hub (/mymotorama …): the signed-in shopper's saved cars, payments, spins and links. */

interface Props {
  site: SiteApi & { apiBaseUrl: string };
  links: Array<{ label: string; href: string }>;
  /** '/personalised/finance' when the dealer has personalised quotes. */
  quotePath: string | null;
  /** The dealer's time zone, for the dates listed. */
  timeZone: string;
}

export default function AccountHub({ site, links, quotePath, timeZone }: Props) {
  const dateText = (iso: string) => formatDate(new Date(iso), timeZone);
  const session = useSignedIn(site, 'account', true);
  const watchlist = useStore($watchlist);
  const cars = useCarSummaries();
  const [activity, setActivity] = useState<AccountActivityReply | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    void loadWatchlist(site);
    accountFeatures(site)
      .activity()
      .then(setActivity, () => setActivity({ payments: [], spins: [] }));
  }, [site, session.status]);

  if (session.status !== 'signed-in') return <p role="status">Loading your account…</p>;
  const saved = carsOf(watchlist.ids, cars);
  return (
    <div className="hub">
      <p>
        Signed in with {session.user.phone}.{' '}
        <button type="button" className="btn btn--ghost" onClick={() => void signOut(site).then(() => location.assign('/'))}>
          Sign out
        </button>
      </p>
      {links.length > 0 && (
        <nav aria-label="Your account">
          <ul className="hub__links">
            {links.map((link) => (
              <li key={link.href}>
                <a className="btn btn--ghost" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="hub-watchlist">
        <h2 id="hub-watchlist">Your watchlist</h2>
        {watchlist.status === 'loading' || !cars ? (
          <p role="status">Loading…</p>
        ) : saved.length === 0 ? (
          <p>No saved cars yet. Use Save on a car's page.</p>
        ) : (
          <ul data-testid="hub-watchlist">
            {saved.map((car) => (
              <li key={car.id}>
                <a href={vehiclePath(car.slug)}>{car.name}</a>, {summaryPriceLine(car)}
                {quotePath && car.available && (
                  <>
                    {' '}
                    · <a href={`${quotePath}?car_id=${car.id}`}>Personalised finance quote</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="hub-payments">
        <h2 id="hub-payments">Your payments</h2>
        {!activity ? (
          <p role="status">Loading…</p>
        ) : activity.payments.length === 0 ? (
          <p>No payments yet.</p>
        ) : (
          <ul data-testid="hub-payments">
            {activity.payments.map((payment) => (
              <li key={payment.payment_id}>
                {formatAud(payment.amount)} for {payment.purpose}, reference {payment.reference}, paid {payment.paid_at ? dateText(payment.paid_at) : ''}{' '}
                (receipt {payment.payment_id})
              </li>
            ))}
          </ul>
        )}
      </section>
      {activity && activity.spins.length > 0 && (
        <section aria-labelledby="hub-spins">
          <h2 id="hub-spins">Your spins</h2>
          <ul>
            {activity.spins.map((spin) => (
              <li key={spin.campaign}>
                {spin.label} ({dateText(spin.spun_at)})
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
