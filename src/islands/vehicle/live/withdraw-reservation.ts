/**
 * Takes every reservation offer off a vehicle page once live status says the car can no longer be
 * reserved (sold or reserved since the build): the Reserve and Online Purchase buttons, the Reserve
 * Online tab, the "Reserve online …" point of Why Buy From Us? and the bottom bar's Reserve. The build
 * marks each with data-reservation-offer by the one rule (src/domain/availability.ts isReservable), so
 * the page and its live update never disagree about what is offered.
 */
export function withdrawReservationOffers(doc: Document): void {
  for (const offer of doc.querySelectorAll<HTMLElement>('[data-reservation-offer]')) {
    if (offer.getAttribute('role') === 'tab' && offer.getAttribute('aria-selected') === 'true') selectAnotherTab(offer);
    offer.remove();
  }
}

/** The open tab is going: the first other tab opens instead, so a panel always shows. */
function selectAnotherTab(tab: HTMLElement): void {
  const next = [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((other) => other !== tab);
  if (!next) return;
  next.setAttribute('aria-selected', 'true');
  next.tabIndex = 0;
  const panel = tab.ownerDocument.getElementById(next.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = false;
}
