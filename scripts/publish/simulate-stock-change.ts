/**
 * A realistic stock change for benchmarks and tests: some cars sold, some re-priced, some new ones
 * (copies of existing cars under new ids and slugs). Deterministic: the first available cars are
 * sold, the next ones re-priced.
 */
export interface SimulatedChange {
  stock: { generated_at: string; vehicles: Array<Record<string, unknown>> };
  added: Array<Record<string, unknown>>;
  sold: Array<Record<string, unknown>>;
  repriced: Array<Record<string, unknown>>;
}

export function simulateStockChange(
  stock: { vehicles: unknown[] },
  counts: { add: number; sell: number; reprice: number },
  now: Date,
  rename: (copy: Record<string, unknown>, n: number) => Record<string, unknown> = (copy) => copy,
  /** Which cars may be changed, e.g. only those shoppers see (a hidden car's price change shows nowhere). */
  eligible: (vehicle: Record<string, unknown>) => boolean = () => true,
): SimulatedChange {
  const vehicles = stock.vehicles.map((v) => ({ ...(v as Record<string, unknown>) }));
  const available = vehicles.filter((v) => v['status'] === 'in_stock' && typeof v['price'] === 'number' && (v['price'] as number) > 5000 && eligible(v));
  if (available.length < counts.sell + counts.reprice + 1) throw new Error(`only ${available.length} cars in stock to change`);
  const sold = available.slice(0, counts.sell);
  for (const v of sold) Object.assign(v, { status: 'sold', sold_date_timestamp: Math.floor(now.getTime() / 1000) });
  const repriced = available.slice(counts.sell, counts.sell + counts.reprice);
  for (const v of repriced) v['price'] = (v['price'] as number) - 1000;
  const maxId = Math.max(...vehicles.map((v) => Number(v['id']) || 0));
  const added = Array.from({ length: counts.add }, (_, i) => {
    const source = available[counts.sell + counts.reprice + (i % (available.length - counts.sell - counts.reprice))]!;
    const id = maxId + 1 + i;
    return rename({ ...source, id, slug: `${String(source['slug'])}-n${id}`, created_at: now.toISOString() }, i);
  });
  return { stock: { generated_at: now.toISOString(), vehicles: [...vehicles, ...added] }, added, sold, repriced };
}
