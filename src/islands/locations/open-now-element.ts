import type { OpenNowProps } from '../../site/dealer/locations.ts';
import { openNowState } from './open-now-status.ts';

/**
 * Open-now lines without React: the server renders a pending line carrying the location's schedule
 * (`data-open-now`), and this fills it in the shopper's browser, in the location's time zone (the build
 * clock is not "now"), refreshing every minute. Used by OpenNow.astro and inside the locations carousel.
 */

const REFRESH_MS = 60_000;
const SELECTOR = '[data-open-now]';

/** The pending line's inner markup, the same height as a filled one so nothing shifts. */
export function pendingOpenNowHtml(showToday: boolean): string {
  return `<span class="open-now__label">Opening hours</span>${showToday ? '<span class="open-now__today">&nbsp;</span>' : ''}`;
}

export function fillOpenNow(element: HTMLElement, now: Date): void {
  const props = JSON.parse(element.dataset.openNow ?? 'null') as OpenNowProps | null;
  if (!props) return;
  const state = openNowState(props, now);
  element.className = `open-now ${state.open ? 'open-now--open' : 'open-now--closed'}`;
  element.dataset.testid = 'open-now';
  const dot = document.createElement('span');
  dot.className = 'open-now__dot';
  dot.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'open-now__label';
  label.textContent = state.label;
  const parts: Node[] = [dot, label];
  if (element.hasAttribute('data-show-today')) {
    const today = document.createElement('span');
    today.className = 'open-now__today';
    today.textContent = state.today || '\u00a0';
    parts.push(today);
  }
  element.replaceChildren(...parts);
}

let timer: number | undefined;

/** Fills every open-now line on the page now and each minute (one timer however often it is called). */
export function bindOpenNow(): void {
  const fillAll = () => {
    const now = new Date();
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) fillOpenNow(element, now);
  };
  fillAll();
  timer ??= window.setInterval(fillAll, REFRESH_MS);
}
