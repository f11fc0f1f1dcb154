import { describe, expect, it } from 'vitest';
import { elideDerived, restoreDerived } from './derived-fields.ts';
import { priceBand } from '../domain/price-bands.ts';
import type { StockDocument } from './stock-document.ts';
import { decodeStockSnapshot, encodeStockSnapshot } from './stock-snapshot.ts';

// A priced document carries its price band, as toStockDocument writes it (the file derives it again).
const car = (extra: Partial<StockDocument> = {}): StockDocument =>
  withBand({
    id: 1,
    slug: '2026-kia-tasman-s-sck10191',
    name: '2026 Kia Tasman S',
    year: 2026,
    make: 'Kia',
    model: 'Tasman',
    make_model: 'Kia Tasman',
    badge: 'S',
    stocknum: 'SCK10191',
    car_type: 'new',
    status: 'in_stock',
    price: 52990,
    km: 2,
    certified: false,
    created_at: '2026-10-04T03:55:28Z',
    created_at_timestamp: 1791086128,
    dealership_id: 1,
    show_on_dealer_website: true,
    rank: 1,
    ...extra,
  });

function withBand(document: StockDocument): StockDocument {
  const band = priceBand(document.price);
  return band ? { ...document, price_range: band } : document;
}

const viaFile = (documents: StockDocument[]) => decodeStockSnapshot(JSON.parse(JSON.stringify(encodeStockSnapshot(documents))));

describe('derived stock document fields', () => {
  it('leaves out the slug, name, creation time and make-model that the other fields spell', () => {
    const kept = elideDerived(car());
    for (const field of ['slug', 'name', 'created_at', 'make_model']) expect(kept).not.toHaveProperty(field);
    expect(kept).toMatchObject({ make: 'Kia', stocknum: 'SCK10191', created_at_timestamp: 1791086128 });
  });

  it('keeps a value its rule does not reproduce, and the file gives every car back exactly', () => {
    const odd = [
      car({ id: 2, slug: 'kia-tasman-special', name: 'Kia Tasman S — ex-demo' }),
      car({ id: 3, created_at: '2026-10-04T13:55:28+10:00' }),
      car({ id: 4, badge: 'Tasman', name: '2026 Kia Tasman', slug: '2026-kia-tasman-tasman-sck10191' }),
      car({ id: 5, badge: undefined, stocknum: undefined, name: '2026 Kia Tasman', slug: '2026-kia-tasman' }),
    ].map((d) => JSON.parse(JSON.stringify(d)) as StockDocument);
    expect(elideDerived(odd[0]!)).toMatchObject({ slug: 'kia-tasman-special', name: 'Kia Tasman S — ex-demo' });
    expect(elideDerived(odd[1]!)).toHaveProperty('created_at', '2026-10-04T13:55:28+10:00');
    expect(elideDerived(odd[2]!)).not.toHaveProperty('name');
    expect(elideDerived(odd[3]!)).not.toHaveProperty('slug');
    const documents = [car(), ...odd];
    expect(viaFile(documents)).toEqual(documents);
  });

  it('restores only the fields the file says it derived, never over a stored value', () => {
    const document: Record<string, unknown> = { ...elideDerived(car()), name: 'Stored name' };
    restoreDerived(document, ['name', 'slug']);
    expect(document).toMatchObject({ name: 'Stored name', slug: '2026-kia-tasman-s-sck10191' });
    expect(document).not.toHaveProperty('created_at');
  });

  it('reads a file written before fields were derived as it was written', () => {
    const file = encodeStockSnapshot([car()]);
    const { derived: _derived, ...older } = file;
    expect(decodeStockSnapshot(older)[0]).not.toHaveProperty('slug');
  });
});

describe('derived fields a document may lack', () => {
  it('are not derived in a file where any document lacks them', () => {
    const { make_model: _makeModel, ...without } = car({ id: 2 });
    const documents = [car(), without as StockDocument];
    expect(encodeStockSnapshot(documents).derived).not.toContain('make_model');
    expect(viaFile(documents)).toEqual(documents);
  });
});
