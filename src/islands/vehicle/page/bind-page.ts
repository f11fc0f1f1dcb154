import { NUMBERED_EVENT, pushAnalyticsEvent } from '../../../forms/browser/analytics.ts';
import { bindDriveAway } from '../drive-away/bind-drive-away.ts';
import { bindPriceGauge } from '../gauge/bind-price-gauge.ts';
import { bindClockTag } from '../live/bind-clock-tag.ts';
import { bindFinanceDisclaimer } from '../live/bind-finance-disclaimer.ts';
import { bindPhoneReveal } from '../live/bind-phone-reveal.ts';
import { bindShare } from '../live/bind-share.ts';
import { bindViews } from '../live/bind-views.ts';
import { bindVideoFacades } from '../media/bind-video-facade.ts';
import { bindSimilar } from '../similar/bind-similar.ts';
import { bindDisclosures } from './bind-disclosures.ts';
import { bindRevealOnScroll } from './bind-reveal-on-scroll.ts';
import { bindTabs } from './bind-tabs.ts';

/**
 * The vehicle page's small behaviours, without React: they work on the server-rendered HTML, so the
 * page is complete without JavaScript and the first screen costs only this script and the gallery.
 */
export function bindVehiclePage(): void {
  bindDisclosures();
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) bindTabs(tabs);
  bindRevealOnScroll([...document.querySelectorAll<HTMLElement>('[data-reveal-after]')]);
  for (const share of document.querySelectorAll<HTMLElement>('[data-share]')) bindShare(share);
  for (const views of document.querySelectorAll<HTMLElement>('[data-views]')) bindViews(views);
  for (const tag of document.querySelectorAll<HTMLElement>('[data-tag-kind]')) bindClockTag(tag);
  for (const phone of document.querySelectorAll<HTMLElement>('[data-phone-reveal]')) bindPhoneReveal(phone);
  for (const block of document.querySelectorAll<HTMLElement>('[data-video-block]')) bindVideoFacades(block);
  for (const section of document.querySelectorAll<HTMLElement>('[data-finance-disclaimer]')) bindFinanceDisclaimer(section);
  for (const anchor of document.querySelectorAll<HTMLElement>('[data-price-gauge]')) bindPriceGauge(anchor);
  for (const block of document.querySelectorAll<HTMLElement>('[data-drive-away]')) bindDriveAway(block);
  for (const block of document.querySelectorAll<HTMLElement>('[data-similar]')) bindSimilar(block);
  // Call clicks (event 25) and any other tracked link, wherever it is on the page.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-event-id]') : null;
    if (link) pushAnalyticsEvent({ event: NUMBERED_EVENT, event_id: Number(link.dataset.eventId), action: link.dataset.action ?? 'link' });
  });
}
