import { describe, expect, it } from 'vitest';
import { diffStock, formatChangeTable, hasChanges, type ReportedVehicle } from './stock-changes.ts';

const car = (id: number, price: number, status = 'in_stock'): ReportedVehicle => ({ id, slug: `car-${id}`, name: `Car ${id}`, status, price });

describe('stock change report', () => {
  it('lists available cars that went on special (an offer price or a higher was price), not ones already on special or sold', () => {
    const offer = (id: number, fields: Partial<ReportedVehicle>, status = 'in_stock'): ReportedVehicle => ({ ...car(id, 30_000, status), ...fields });
    const before = [offer(1, {}), offer(2, {}), offer(3, { offer_price: 28_000 }), offer(4, {}), offer(5, {})];
    const after = [
      offer(1, { offer_price: 27_990 }),
      offer(2, { before_price: 33_000 }),
      offer(3, { offer_price: 27_000 }),
      offer(4, { offer_price: 5 }),
      offer(5, { offer_price: 25_000 }, 'sold'),
    ];
    expect(diffStock(before, after).onSpecial.map((v) => v.id)).toEqual([1, 2]);
  });

  const previous = [car(1, 10_000), car(2, 20_000), car(3, 30_000, 'sold'), car(4, 40_000), car(5, 50_000, 'coming_soon')];
  const next = [car(2, 18_500), car(3, 30_000, 'in_stock'), car(4, 40_000, 'sold'), car(5, 50_000, 'in_stock'), car(6, 60_000)];
  const report = diffStock(previous, next);

  it('lists cars added and removed by id', () => {
    expect(report.added.map((v) => v.id)).toEqual([6]);
    expect(report.removed.map((v) => v.slug)).toEqual(['car-1']);
    expect([report.previousCount, report.nextCount]).toEqual([5, 5]);
  });

  it('tells sold from back in stock, and keeps every status change', () => {
    expect(report.sold.map((v) => v.id)).toEqual([4]);
    expect(report.backInStock.map((v) => v.id)).toEqual([3]);
    expect(report.statusChanges).toEqual([
      { id: 3, slug: 'car-3', name: 'Car 3', from: 'sold', to: 'in_stock' },
      { id: 4, slug: 'car-4', name: 'Car 4', from: 'in_stock', to: 'sold' },
      { id: 5, slug: 'car-5', name: 'Car 5', from: 'coming_soon', to: 'in_stock' },
    ]);
  });

  it('records a price change as old → new', () => {
    expect(report.priceChanges).toEqual([{ id: 2, slug: 'car-2', name: 'Car 2', from: 20_000, to: 18_500 }]);
    expect(formatChangeTable(report)).toContain('Car 2: $20,000 → $18,500');
  });

  it('counts an unknown feed status as sold', () => {
    expect(diffStock([car(1, 1)], [car(1, 1, 'delivered')]).sold.map((v) => v.id)).toEqual([1]);
  });

  it('reports nothing for the same stock', () => {
    expect(hasChanges(diffStock(previous, previous))).toBe(false);
    expect(hasChanges(report)).toBe(true);
  });

  it('prints one line per kind with a few examples', () => {
    const many = diffStock(
      [],
      Array.from({ length: 8 }, (_, i) => car(i + 1, 1000)),
    );
    const table = formatChangeTable(many, 3);
    expect(table).toMatch(/added\s+8 {2}Car 1; Car 2; Car 3, \+5 more/);
    expect(table).toMatch(/removed\s+0$/m);
  });
});
