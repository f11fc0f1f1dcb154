import { tagAtClock } from '../../../domain/live-status.ts';

/**
 * Keeps a time-bound tag true on the visitor's clock (the page may be days older than its build):
 * a stale new-arrival tag is removed, a just-sold tag past the dealer's window reads SOLD.
 */
export function bindClockTag(tag: HTMLElement, now: Date = new Date()): void {
  const { tagKind, createdAt, soldAt, newArrivalDays, soldVisibleDays } = tag.dataset;
  if (!tagKind || newArrivalDays === undefined || soldVisibleDays === undefined) return;
  const verdict = tagAtClock({ kind: tagKind, createdAt: createdAt ?? '', soldAt: soldAt ? Number(soldAt) : null }, now, {
    newArrivalDays: Number(newArrivalDays),
    soldVisibleDays: Number(soldVisibleDays),
  });
  if (verdict === 'drop') tag.remove();
  if (verdict === 'sold') {
    tag.textContent = 'SOLD';
    // The "recently sold" message becomes the long-sold wording too.
    const message = document.querySelector<HTMLElement>('[data-sold-message]');
    if (message?.dataset.longSoldMessage) message.textContent = message.dataset.longSoldMessage;
  }
}
