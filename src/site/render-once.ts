/**
 * HTML of page parts that are the same on every page of a dealer's site (header, footer), rendered
 * for the first page and reused for the others: a 2,000-car dealer renders them ~4,400 times otherwise.
 * Kept per dealer bundle, so a build worker building dealer after dealer never serves one dealer's
 * header to another, and the HTML goes when the bundle does.
 */
const parts = new WeakMap<object, Map<string, Promise<string>>>();

export function renderedOnce(dealer: object, part: string, render: () => Promise<string>): Promise<string> {
  let dealerParts = parts.get(dealer);
  if (!dealerParts) parts.set(dealer, (dealerParts = new Map()));
  let html = dealerParts.get(part);
  if (!html) {
    html = render();
    dealerParts.set(part, html);
    // A failed render is not kept: the next page tries again (and fails the build itself if it must).
    html.catch(() => dealerParts.delete(part));
  }
  return html;
}
