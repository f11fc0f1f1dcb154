import { loanSummary, weeklyEstimateText, type LenderTerms } from '../../../domain/finance/finance-offer.ts';
import { formatAud } from '../../../domain/format.ts';
import { liveChange, type BuiltCar, type LiveCar } from '../../../domain/live-status.ts';
import { publishLivePrice } from './live-price.ts';
import { withdrawReservationOffers } from './withdraw-reservation.ts';

/**
 * Applies the platform's live status to a built vehicle page: a car sold, reserved or re-priced after
 * the build shows so within seconds (the static HTML stays the no-JS truth of the last build). The
 * facts the page was built with travel in the sidebar's `data-live-car` attribute.
 */

export interface LivePageData extends BuiltCar {
  /** What the price slot shows: a sale price, or a subscription figure beside the purchase price. */
  priceKind: 'price' | 'subscription' | 'other';
  reservedText: string;
  justSoldText: string;
  soldMessage: string;
  similarPrompt: string;
  findSimilarHref: string;
  /** The car's finance offer terms, so a new price gets its own weekly figure. */
  offer?: LenderTerms & { roundUp: boolean };
}

const RECHECK_MS = 60_000;

export function readLivePageData(element: HTMLElement): LivePageData | undefined {
  try {
    return JSON.parse(element.dataset.liveCar ?? 'null') as LivePageData | undefined;
  } catch {
    return undefined;
  }
}

/** Applies a live reply; returns the page's new state, so a later reply applies only what changed again. */
export function applyLiveStatus(doc: Document, data: LivePageData, live: LiveCar): LivePageData {
  const change = liveChange(data, live);
  if (!change) return data;
  if (change.sold) {
    showSold(doc, data);
    return { ...data, available: false };
  }
  if (change.reserved) showReserved(doc, data);
  if (change.price !== undefined) showPrice(doc, data, change.price);
  return { ...data, reserved: data.reserved || change.reserved, price: change.price ?? data.price };
}

/** Re-asks the platform while the page stays open and visible. */
export function recheckLiveStatus(doc: Document, initial: LivePageData, ask: () => Promise<LiveCar | null>): void {
  let data = initial;
  const timer = setInterval(() => {
    if (doc.visibilityState !== 'visible') return;
    ask()
      .then((live) => {
        if (live) data = applyLiveStatus(doc, data, live);
        if (!data.available) clearInterval(timer);
      })
      .catch((error: unknown) => console.warn('Live status unavailable', error));
  }, RECHECK_MS);
}

function setText(doc: Document, selector: string, text: string): void {
  for (const element of doc.querySelectorAll<HTMLElement>(selector)) element.textContent = text;
}

function setTag(doc: Document, text: string): void {
  let tag = doc.querySelector<HTMLElement>('[data-testid="vehicle-tag"]');
  if (!tag) {
    const title = doc.getElementById('vehicle-title');
    if (!title) return;
    const badges = doc.createElement('div');
    badges.className = 'vehicle-badges';
    tag = doc.createElement('span');
    tag.className = 'tag';
    tag.dataset.testid = 'vehicle-tag';
    badges.append(tag);
    title.before(badges);
  }
  tag.className = 'tag';
  tag.textContent = text;
}

function link(doc: Document, href: string, text: string, className: string): HTMLAnchorElement {
  const anchor = doc.createElement('a');
  anchor.href = href;
  anchor.className = className;
  anchor.textContent = text;
  return anchor;
}

function showSold(doc: Document, data: LivePageData): void {
  setTag(doc, data.justSoldText);
  withdrawReservationOffers(doc);
  const priceBlock = doc.querySelector('.vehicle-price-block');
  if (priceBlock) {
    const sold = doc.createElement('div');
    sold.className = 'vehicle-sold';
    sold.dataset.testid = 'vehicle-sold';
    for (const [text, className] of [
      ['SOLD', 'vehicle-sold__label'],
      [data.soldMessage, ''],
      [data.similarPrompt, ''],
    ] as const) {
      const line = doc.createElement('p');
      if (className) line.className = className;
      line.textContent = text;
      sold.append(line);
    }
    sold.append(link(doc, data.findSimilarHref, 'Find Me Something Similar', 'btn btn--dark'));
    priceBlock.replaceWith(sold);
  }
  doc.querySelector('[data-testid="vehicle-actions"]')?.remove();
  setText(doc, '.sticky-header__price strong, .bottom-bar__price strong', 'SOLD');
  for (const selector of ['.sticky-header__estimate', '.sticky-header__purchase', '.sticky-header .price-type', '.bottom-bar .price-type', '#finance']) {
    for (const element of doc.querySelectorAll(selector)) element.remove();
  }
  for (const actions of doc.querySelectorAll('.sticky-header__actions, .bottom-bar__actions')) {
    actions.replaceChildren(link(doc, data.findSimilarHref, 'Find Me Something Similar', 'btn btn--dark'));
  }
}

function showReserved(doc: Document, data: LivePageData): void {
  setTag(doc, data.reservedText);
  withdrawReservationOffers(doc);
}

function showPrice(doc: Document, data: LivePageData, price: number): void {
  const text = formatAud(price);
  if (data.priceKind === 'price') {
    setText(doc, '.vehicle-price .price, .sticky-header__price strong, .bottom-bar__price strong', text);
    for (const was of doc.querySelectorAll('[data-testid="was-price"]')) was.remove();
  } else if (data.priceKind === 'subscription') {
    setText(doc, '[data-testid="purchase-price"] strong', text);
  }
  if (!data.offer) return;
  const { roundUp, ...terms } = data.offer;
  const estimate = weeklyEstimateText({ weekly: loanSummary({ ...terms, price, frequency: 'week', roundUp }) });
  if (estimate) {
    setText(doc, '[data-testid="finance-estimate"] strong', estimate);
    setText(doc, '[data-testid="sticky-finance-estimate"]', `Finance from ${estimate}`);
  } else {
    for (const element of doc.querySelectorAll('[data-testid="finance-estimate"], [data-testid="sticky-finance-estimate"]')) element.remove();
  }
  // The finance calculator follows: its loan amount and repayment move to the new price. It may still be
  // the server's markup (it hydrates on a touch): it is woken to show the new figures.
  publishLivePrice(doc, price);
  for (const island of doc.querySelectorAll('astro-island')) {
    if (island.querySelector('.finance-calc')) island.dispatchEvent(new Event('forecourt:hydrate'));
  }
}
