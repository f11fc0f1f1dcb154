import { formatAud } from '../../domain/account/online-payment.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { usePersonalisedQuote } from './use-personalised-quote.ts';
import { signInHereHref, useSignedIn } from './use-signed-in.ts';
import './account-pages.css';

/** /personalised/finance?car_id=…: the car's finance offer, the shopper's deposit and term, sent as a finance lead. */

interface Props {
  site: SiteApi & { apiBaseUrl: string };
  offersUrl: string;
  searchHref: string;
  termChoices: number[];
  comparisonRateText: string;
  disclaimer: string;
  gated: boolean;
}

/** The shopper's contact fields, in order. */
const CONTACT_INPUTS = [
  { key: 'name', label: 'Your name', type: undefined, autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

export default function PersonalisedFinance(props: Props) {
  const session = useSignedIn(props.site, 'personalised-finance', props.gated);
  const model = usePersonalisedQuote(props.site, props.offersUrl);
  const { state, quote } = model;
  if (state.kind === 'loading' || session.status === 'checking') return <p role="status">Loading your quote…</p>;
  if (state.kind === 'no-car') {
    return (
      <p data-testid="quote-unavailable">
        We could not find finance for that car: it may have been sold, or finance is not offered on it. <a href={props.searchHref}>Search our cars</a> to find
        another.
      </p>
    );
  }
  if (state.kind === 'sold') {
    return (
      <p data-testid="quote-unavailable">
        Sorry, the <a href={state.offer.href}>{state.offer.name}</a> has just been sold. <a href={props.searchHref}>Search our cars</a> for a similar one.
      </p>
    );
  }
  const { offer } = state;
  if (state.kind === 'sent') {
    return (
      <div role="status" data-testid="quote-sent">
        <h2>{state.queued ? 'Quote saved' : 'Quote sent'}</h2>
        <p>
          {state.queued
            ? `You seem to be offline. Your quote for the ${offer.name} is saved on this device and will be sent as soon as you are back online.`
            : `Thanks. Our finance team has your quote for the ${offer.name} and will contact you shortly.`}
        </p>
      </div>
    );
  }
  return (
    <div className="quote">
      <p>
        <a href={offer.href}>{offer.name}</a>, {formatAud(offer.price)}. Advertised: <strong>{offer.advertisedWeekly} /week</strong>.
      </p>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.send();
        }}
      >
        <label htmlFor="quote-deposit">
          Deposit ($)
          <input
            id="quote-deposit"
            inputMode="numeric"
            value={String(model.deposit)}
            onChange={(event) => model.setDeposit(Number(event.target.value.replace(/[^0-9.]/g, '')) || 0)}
          />
        </label>
        <label htmlFor="quote-term">
          Term
          <select id="quote-term" value={String(model.termYears)} onChange={(event) => model.setTermYears(Number(event.target.value))}>
            {[...new Set([...props.termChoices, offer.terms.termYears])]
              .sort((a, b) => a - b)
              .map((years) => (
                <option key={years} value={years}>
                  {years} years
                </option>
              ))}
          </select>
        </label>
        <p className="quote__figure" aria-live="polite" data-testid="quote-weekly">
          {quote?.display} /week
        </p>
        <p>
          {offer.terms.interestRate}% p.a. interest, comparison rate {offer.terms.comparisonRate}% p.a. Amount financed {formatAud(quote?.amountFinanced ?? 0)}{' '}
          over {quote?.payments} weekly repayments; total payable {formatAud(quote?.totalPayable ?? 0)}.
        </p>
        <h2>Send this quote to our finance team</h2>
        {session.status === 'signed-out' && (
          <p>
            <a href={signInHereHref('personalised-finance')}>Sign in</a> to keep it with your account, or send it as a guest.
          </p>
        )}
        {CONTACT_INPUTS.map((input) => (
          <label key={input.key} htmlFor={`quote-${input.key}`}>
            {input.label}
            <input
              id={`quote-${input.key}`}
              type={input.type}
              autoComplete={input.autoComplete}
              value={model.contact[input.key]}
              onChange={(event) => model.setContact({ ...model.contact, [input.key]: event.target.value })}
            />
          </label>
        ))}
        {model.error && (
          <p role="alert" className="form-error">
            {model.error}
          </p>
        )}
        <button type="submit" className="btn" disabled={model.busy}>
          {model.busy ? 'Sending…' : 'Send my quote'}
        </button>
      </form>
      <p className="spin__note">
        {props.comparisonRateText} {props.disclaimer}
      </p>
    </div>
  );
}
