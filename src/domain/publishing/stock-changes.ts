import { isAvailable } from '../availability.ts';
import { formatAud } from '../format.ts';
import { MIN_SHOWN_PRICE } from '../price-display.ts';

/**
 * The change report of a stock update: what shoppers will see differently once the new snapshot is
 * live, computed against the last *published* snapshot (not the dealer's folder, which may hold
 * an update that never went live).
 */

/** The fields the report reads; a Vehicle or a published snapshot record both fit. */
export interface ReportedVehicle {
  id: number;
  slug: string;
  name: string;
  status: string;
  price: number;
  offer_price?: number | null;
  before_price?: number | null;
}

export interface VehicleRef {
  id: number;
  slug: string;
  name: string;
}
export interface PriceChange extends VehicleRef {
  from: number;
  to: number;
}
export interface StatusChange extends VehicleRef {
  from: string;
  to: string;
}

export interface StockChangeReport {
  previousCount: number;
  nextCount: number;
  added: VehicleRef[];
  removed: VehicleRef[];
  /** Was available (in stock / coming soon), now any sold status. */
  sold: VehicleRef[];
  /** Was sold, available again. */
  backInStock: VehicleRef[];
  priceChanges: PriceChange[];
  /** Every status change, including the ones counted as sold or back in stock. */
  statusChanges: StatusChange[];
  /** Available cars that now show a special (an offer price or a higher "was" price) and did not before. */
  onSpecial: VehicleRef[];
}

/** A special: an offer price under the price, or a struck-through earlier price above the shown one. */
export function isOnSpecial(v: ReportedVehicle): boolean {
  const offer = v.offer_price ?? 0;
  const shown = offer > MIN_SHOWN_PRICE ? offer : v.price;
  return (offer > MIN_SHOWN_PRICE && offer < v.price) || ((v.before_price ?? 0) > shown && shown > MIN_SHOWN_PRICE);
}

const ref = (v: ReportedVehicle): VehicleRef => ({ id: v.id, slug: v.slug, name: v.name });
const byId = (a: VehicleRef, b: VehicleRef) => a.id - b.id;

export function diffStock(previous: readonly ReportedVehicle[], next: readonly ReportedVehicle[]): StockChangeReport {
  const before = new Map(previous.map((v) => [v.id, v]));
  const after = new Map(next.map((v) => [v.id, v]));
  const report: StockChangeReport = {
    previousCount: before.size,
    nextCount: after.size,
    added: [],
    removed: [],
    sold: [],
    backInStock: [],
    priceChanges: [],
    statusChanges: [],
    onSpecial: [],
  };
  for (const [id, old] of before) if (!after.has(id)) report.removed.push(ref(old));
  for (const [id, now] of after) {
    const old = before.get(id);
    if (!old) {
      report.added.push(ref(now));
      continue;
    }
    if (old.price !== now.price) report.priceChanges.push({ ...ref(now), from: old.price, to: now.price });
    if (isAvailable(now) && isOnSpecial(now) && !isOnSpecial(old)) report.onSpecial.push(ref(now));
    if (old.status === now.status) continue;
    report.statusChanges.push({ ...ref(now), from: old.status, to: now.status });
    if (isAvailable(old) && !isAvailable(now)) report.sold.push(ref(now));
    if (!isAvailable(old) && isAvailable(now)) report.backInStock.push(ref(now));
  }
  for (const list of [report.added, report.removed, report.sold, report.backInStock, report.priceChanges, report.statusChanges, report.onSpecial])
    list.sort(byId);
  return report;
}

export function hasChanges(report: StockChangeReport): boolean {
  return report.added.length + report.removed.length + report.priceChanges.length + report.statusChanges.length > 0;
}

/** A short plain-text summary for logs and CI output: one line per kind, then a few examples. */
export function formatChangeTable(report: StockChangeReport, examples = 5): string {
  const rows: Array<[string, number, string[]]> = [
    ['added', report.added.length, report.added.map((v) => v.name)],
    ['removed', report.removed.length, report.removed.map((v) => v.name)],
    ['sold', report.sold.length, report.sold.map((v) => v.name)],
    ['back in stock', report.backInStock.length, report.backInStock.map((v) => v.name)],
    ['price changes', report.priceChanges.length, report.priceChanges.map((v) => `${v.name}: ${formatAud(v.from)} → ${formatAud(v.to)}`)],
    ['status changes', report.statusChanges.length, report.statusChanges.map((v) => `${v.name}: ${v.from} → ${v.to}`)],
  ];
  const lines = [`  cars: ${report.previousCount} → ${report.nextCount}`];
  for (const [label, count, names] of rows) {
    const more = count > examples ? `, +${count - examples} more` : '';
    lines.push(`  ${label.padEnd(15)}${String(count).padStart(5)}${count > 0 ? `  ${names.slice(0, examples).join('; ')}${more}` : ''}`);
  }
  return lines.join('\n');
}
