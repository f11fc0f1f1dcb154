import type { AuState } from '../../../domain/on-road/kinds.ts';
import { driveAwayEstimate } from '../../../domain/on-road/estimate.ts';
import { estimateView } from '../../../domain/on-road/estimate-view.ts';
import { ON_ROAD_RATES } from '../../../domain/on-road/rates.ts';
import { wallClock } from '../../../domain/zoned-time.ts';
import type { DriveAwayBrowserInput } from '../../../site/vehicle/drive-away.ts';

/**
 * Redraws the drive-away block for `state` with the calculator the build used, on the dealer's
 * calendar day (so a rate that changes on 1 July changes for shoppers that day, not at the next build).
 */
export function renderDriveAway(block: HTMLElement, input: DriveAwayBrowserInput, state: AuState): void {
  const on = wallClock(new Date(), input.timeZone).isoDate;
  const view = estimateView(
    driveAwayEstimate({ rates: ON_ROAD_RATES, state, price: input.price, deliveryCharge: input.deliveryCharge, facts: input.facts, on }),
  );
  setText(block, '[data-drive-away-state-name]', view.stateName);
  setText(block, '[data-drive-away-total]', view.totalText);
  setText(block, '[data-drive-away-government]', view.governmentText);
  // The one-line summary beside the price (PriceSidebar.astro) follows the chosen state too.
  setText(document, '[data-drive-away-summary-total]', view.totalText);
  setText(document, '[data-drive-away-summary-state]', state);
  const body = block.querySelector('[data-drive-away-items]');
  if (!body) return;
  body.replaceChildren(
    ...view.lines.map((line) => {
      const row = document.createElement('tr');
      row.dataset.kind = line.kind;
      const label = document.createElement('th');
      label.scope = 'row';
      label.textContent = line.label;
      if (line.detail) {
        const detail = document.createElement('span');
        detail.className = 'drive-away__detail';
        detail.textContent = line.detail;
        label.append(detail);
      }
      const amount = document.createElement('td');
      amount.textContent = line.amountText;
      row.append(label, amount);
      return row;
    }),
  );
}

function setText(scope: ParentNode, selector: string, text: string): void {
  const element = scope.querySelector(selector);
  if (element) element.textContent = text;
}
