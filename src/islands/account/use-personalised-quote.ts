import { useEffect, useMemo, useState } from 'react';
import { loanSummary } from '../../domain/finance/finance-offer.ts';
import { formatAud } from '../../domain/format.ts';
import { outboxFor, platformClientFor, type SiteApi } from '../../forms/browser/platform.ts';
import { readStoredSession } from '../../forms/browser/stored-session.ts';
import type { PersonalisedOffer } from '../../site/leads/personalised-finance.ts';

/**
 * The personalised quote: finds the car of `?car_id=` among the build's finance offers, checks with
 * the API that it is still for sale, starts from the offer's deposit and term (so the first figure is
 * the advertised one) and recomputes with the offer's own formula. Sending it is a finance lead about
 * the car, through the lead outbox like every form.
 */

type ApiSite = SiteApi & { apiBaseUrl: string };

export type QuoteState =
  | { kind: 'loading' }
  | { kind: 'no-car' }
  | { kind: 'sold'; offer: PersonalisedOffer }
  | { kind: 'ready'; offer: PersonalisedOffer }
  /** queued: no connection now; the outbox sends it when the browser is back online. */
  | { kind: 'sent'; offer: PersonalisedOffer; queued: boolean };

export function usePersonalisedQuote(site: ApiSite, offersUrl: string) {
  const [state, setState] = useState<QuoteState>({ kind: 'loading' });
  const [deposit, setDeposit] = useState(0);
  const [termYears, setTermYears] = useState(5);
  const [contact, setContact] = useState({ name: '', email: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const carId = Number(new URLSearchParams(location.search).get('car_id'));
    const phone = readStoredSession()?.user.phone;
    if (phone) setContact((current) => ({ ...current, phone }));
    void (async () => {
      const reply = (await (await fetch(offersUrl)).json()) as { offers: PersonalisedOffer[] };
      const offer = reply.offers.find((candidate) => candidate.id === carId);
      if (!offer) return setState({ kind: 'no-car' });
      setDeposit(offer.terms.deposit);
      setTermYears(offer.terms.termYears);
      try {
        const live = await platformClientFor(site).getCarStatus(offer.slug);
        setState(live.available ? { kind: 'ready', offer } : { kind: 'sold', offer });
      } catch {
        // The API could not say: quote from the build; the dealer confirms availability anyway.
        setState({ kind: 'ready', offer });
      }
    })().catch(() => setState({ kind: 'no-car' }));
  }, [site, offersUrl]);

  const offer = state.kind === 'loading' || state.kind === 'no-car' ? null : state.offer;
  const quote = useMemo(() => {
    if (!offer) return null;
    return loanSummary({ ...offer.terms, price: offer.price, deposit, termYears, frequency: 'week', roundUp: offer.roundUp });
  }, [offer, deposit, termYears]);

  async function send() {
    if (!offer || !quote) return;
    if (!contact.name.trim()) return setError('Please enter your name.');
    if (!contact.phone.trim() && !contact.email.trim()) return setError('Please enter a phone number or an email address.');
    setBusy(true);
    setError(null);
    const lead = {
      form_type: 'finance-enquiry',
      category: 'Finance Enquiry',
      subcategory: 'Personalised Quote',
      name: contact.name,
      ...(contact.email.trim() ? { email: contact.email } : {}),
      ...(contact.phone.trim() ? { phone: contact.phone } : {}),
      car_id: offer.id,
      finance: 'Yes',
      message: `Personalised quote for ${offer.name}: ${quote.display} per week over ${termYears} years with a ${formatAud(deposit, { cents: !Number.isInteger(deposit) })} deposit (${offer.terms.interestRate}% p.a., comparison rate ${offer.terms.comparisonRate}% p.a.).`,
      quote_deposit: deposit,
      quote_term_years: termYears,
      quote_weekly: quote.payment,
      quote_interest_rate: offer.terms.interestRate,
      url: location.href,
    };
    try {
      const outbox = outboxFor(site);
      const { key, first } = await outbox.submit('submitLead', lead, `Finance quote: ${offer.name}`);
      if (first.kind === 'rejected') {
        outbox.discard(key);
        setError(first.message || 'Please check your details and try again.');
        return;
      }
      setState({ kind: 'sent', offer, queued: first.kind !== 'sent' });
    } finally {
      setBusy(false);
    }
  }

  // A deposit above the price would finance nothing: it is capped at the price as the shopper types.
  const setCappedDeposit = (value: number) => setDeposit(offer ? Math.min(Math.max(0, value), offer.price) : value);
  return { state, quote, deposit, termYears, contact, error, busy, setDeposit: setCappedDeposit, setTermYears, setContact, send };
}
