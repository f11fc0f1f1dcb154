import { formatAud } from '../format.ts';
import type { DriveAwayEstimate, EstimateItemKind } from './estimate.ts';

export interface EstimateLine {
  kind: EstimateItemKind;
  label: string;
  amountText: string;
  detail?: string;
}

export interface EstimateView {
  stateName: string;
  lines: EstimateLine[];
  governmentText: string;
  totalText: string;
}

/**
 * What the drive-away block shows, for the build's HTML and the browser alike (one source of the text).
 * Lines are whole dollars and the totals are the sums of the shown lines, so a shopper adding up the
 * column gets the figure printed under it.
 */
export function estimateView(estimate: DriveAwayEstimate): EstimateView {
  const rounded = estimate.items.map((item) => ({ item, dollars: Math.round(item.amount) }));
  const sum = (list: typeof rounded) => list.reduce((total, entry) => total + entry.dollars, 0);
  const government = rounded.filter(({ item }) => item.kind !== 'price' && item.kind !== 'delivery');
  return {
    stateName: estimate.stateName,
    lines: rounded.map(({ item, dollars }) => ({
      kind: item.kind,
      label: item.label,
      amountText: formatAud(dollars),
      ...(item.detail ? { detail: item.detail } : {}),
    })),
    governmentText: formatAud(sum(government)),
    totalText: formatAud(sum(rounded)),
  };
}
