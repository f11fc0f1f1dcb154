/**
 * The collection notice at the point of submission (Australian Privacy Principle 5): who collects,
 * why, who it goes to, what happens without it. The policy link is rendered beside it.
 */

export interface NoticeDealer {
  name: string;
  /** Several dealerships: the lead goes to the one the shopper chose or the car belongs to. */
  dealershipCount: number;
}

export function defaultCollectionNotice(dealer: NoticeDealer): string {
  const recipients =
    dealer.dealershipCount > 1 ? `the ${dealer.name} dealership you choose (or that has the car)` : `${dealer.name}'s sales, service and finance staff`;
  return (
    `${dealer.name} collects the details in this form to answer your enquiry and, if you tick the box, to send you offers and news. ` +
    `They go to ${recipients} and to the providers who run our enquiry systems for us; for finance, to the lenders you ask us to approach. ` +
    'Without them we may not be able to respond.'
  );
}

/** The dealer's own notice ({dealer} → its name), else the standard one. */
export function collectionNotice(dealer: NoticeDealer, template: string | null | undefined): string {
  return template ? template.replaceAll('{dealer}', dealer.name) : defaultCollectionNotice(dealer);
}
