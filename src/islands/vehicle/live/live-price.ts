/**
 * A live re-price (the platform's status reply) told to the vehicle page's islands without a shared
 * store: the page script writes the new price on the document and announces it; an island reads it
 * after it mounts (so its hydrating render still matches the server's markup) and follows later ones.
 */

const EVENT = 'forecourt:live-price';
const ATTRIBUTE = 'data-live-price';

export function publishLivePrice(doc: Document, price: number): void {
  doc.documentElement.setAttribute(ATTRIBUTE, String(price));
  doc.dispatchEvent(new CustomEvent(EVENT, { detail: price }));
}

/** Calls back with the live price now (when one arrived before) and on every later one; returns the unsubscribe. */
export function onLivePrice(doc: Document, callback: (price: number) => void): () => void {
  const current = Number(doc.documentElement.getAttribute(ATTRIBUTE));
  if (current > 0) callback(current);
  const listener = (event: Event) => callback(Number((event as CustomEvent<number>).detail));
  doc.addEventListener(EVENT, listener);
  return () => doc.removeEventListener(EVENT, listener);
}
