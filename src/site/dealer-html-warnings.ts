import type { TenantBundle } from '../tenant/bundle.ts';
import { cleanDealerHtml } from './sanitize-html.ts';
import { customSlider } from './vehicle/custom-slider.ts';

/**
 * Dealer HTML in the data (stock comments, offer descriptions) that loses something to the
 * allow-list: one build warning per field, naming the record and what was dropped, as the
 * Markdown pages get (content-html.ts). The page itself is cleaned wherever it renders.
 */
export function droppedDataHtml(bundle: Pick<TenantBundle, 'vehicles' | 'offers'>, folder = ''): string[] {
  const file = (name: string) => (folder ? `${folder}/${name}` : name);
  const warnings: string[] = [];
  const check = (where: string, html: string | null | undefined) => {
    const { dropped } = cleanDealerHtml(html, 'inline');
    if (dropped.length > 0) warnings.push(`${where}: dropped ${dropped.join(', ')} — not allowed in dealer HTML (docs/security.md)`);
  };
  for (const vehicle of bundle.vehicles) {
    check(`${file('data/stock.json')} (id ${vehicle.id}): dealercomments`, vehicle.dealercomments);
    // spec 01 §8: a slider that cannot be shown is logged, never an error on the page.
    const slider = customSlider(vehicle.spin_code);
    if (slider && 'problem' in slider)
      warnings.push(`${file('data/stock.json')} (id ${vehicle.id}): spin_code: ${slider.problem} — custom slider left out (docs/vehicle-page.md)`);
  }
  for (const offer of bundle.offers) {
    check(`${file('data/offers.json')} (id ${offer.id}): description`, offer.description);
    check(`${file('data/offers.json')} (id ${offer.id}): sanitized_description`, offer.sanitized_description);
  }
  return warnings;
}
