import { describe, expect, it } from 'vitest';
import { financeOffer } from '../domain/finance/finance-offer.ts';
import { priceBand } from '../domain/price-bands.ts';
import type { StockDocument } from './stock-document.ts';
import { decodeStockSnapshot, encodeStockSnapshot, type SnapshotFinance } from './stock-snapshot.ts';

/**
 * The snapshot carries each car's lender terms and leaves its weekly figure to them: the
 * round trip must give back every document exactly, at either rounding, and never invent a figure.
 */

const terms = { interestRate: 9.45, comparisonRate: 10.85, establishmentFee: 1360.5, termYears: 5, deposit: 0, balloon: 0 };

// A priced document carries its price band, as toStockDocument writes it (the file derives it again).
const car = (id: number, extra: Partial<StockDocument> = {}): StockDocument =>
  withBand({
    id,
    slug: `car-${id}`,
    name: `Car ${id}`,
    year: 2024,
    make: 'Kia',
    model: 'Tasman',
    make_model: 'Kia Tasman',
    car_type: 'used',
    status: 'in_stock',
    price: 30_990 + id * 1000,
    km: 12_000,
    certified: false,
    created_at: '2026-10-04T03:55:28Z',
    created_at_timestamp: 1791086128,
    dealership_id: 1,
    show_on_dealer_website: true,
    rank: id,
    ...extra,
  });

function withBand(document: StockDocument): StockDocument {
  const band = priceBand(document.price);
  return band ? { ...document, price_range: band } : document;
}

/** A car with a finance offer, its weekly figure worked out as the build does (vehicle-offer.ts). */
function financed(id: number, roundUp: boolean, extra: Partial<StockDocument> = {}, own = terms): StockDocument {
  const doc = car(id, extra);
  const price = doc.offer_price ?? doc.price;
  return {
    ...doc,
    weekly_repayment: financeOffer(price, own, roundUp).weekly.payment,
    finance_rate: own.interestRate,
    finance_years: own.termYears,
    ...(own.establishmentFee > 0 ? { finance_fee: own.establishmentFee } : {}),
    ...(own.deposit > 0 ? { finance_deposit: own.deposit } : {}),
  };
}

const viaFile = (documents: StockDocument[], finance?: SnapshotFinance) =>
  decodeStockSnapshot(JSON.parse(JSON.stringify(encodeStockSnapshot(documents, finance))));
const columnNames = (documents: StockDocument[], finance?: SnapshotFinance) => encodeStockSnapshot(documents, finance).columns.map((column) => column.name);

describe('weekly figures from the lender terms in the snapshot', () => {
  for (const roundUp of [false, true]) {
    it(`leaves every weekly figure out and gives each back exactly (${roundUp ? 'rounded up' : 'to the cent'})`, () => {
      const documents = [
        financed(1, roundUp),
        financed(2, roundUp, {}, { ...terms, interestRate: 12.1, termYears: 7, deposit: 5500 }),
        financed(3, roundUp, {}, { ...terms, establishmentFee: 0, termYears: 4.5 }),
        // An offer-priced car: its figure is the offer price's.
        financed(4, roundUp, { offer_price: 29_990 }),
        // No finance shown: no terms, no figure, and none is made up.
        car(5),
      ];
      expect(columnNames(documents, { roundUp })).not.toContain('weekly_repayment');
      expect(columnNames(documents, { roundUp })).toContain('finance_rate');
      expect(encodeStockSnapshot(documents, { roundUp }).weeklyFromTerms).toEqual({ roundUp });
      const decoded = viaFile(documents, { roundUp });
      expect(decoded).toEqual(documents);
      expect(decoded[4]).not.toHaveProperty('weekly_repayment');
    });
  }

  it('keeps a figure its terms do not give, and a file at the wrong rounding keeps them all', () => {
    const odd = { ...financed(1, false), weekly_repayment: 123.45 };
    const documents = [odd, financed(2, false)];
    expect(viaFile(documents, { roundUp: false })).toEqual(documents);
    expect(encodeStockSnapshot(documents, { roundUp: false }).columns.find((column) => column.name === 'weekly_repayment')).toBeDefined();
    // Figures worked out to the cent read at a round-up dealer's rounding match none: all kept, all exact.
    expect(viaFile(documents, { roundUp: true })).toEqual(documents);
  });

  it("derives nothing where a car has terms but no figure, or without the dealer's rounding", () => {
    const { weekly_repayment: _figure, ...termsOnly } = financed(1, false);
    const documents = [termsOnly as StockDocument, financed(2, false)];
    const file = encodeStockSnapshot(documents, { roundUp: false });
    expect(file).not.toHaveProperty('weeklyFromTerms');
    expect(viaFile(documents, { roundUp: false })[0]).not.toHaveProperty('weekly_repayment');
    expect(viaFile(documents, { roundUp: false })).toEqual(documents);
    expect(encodeStockSnapshot([financed(1, false)])).not.toHaveProperty('weeklyFromTerms');
    expect(columnNames([financed(1, false)])).toContain('weekly_repayment');
  });

  it('reads a file that carries the weekly figures (an older build) as it was written', () => {
    const documents = [financed(1, true), car(2)];
    const { weeklyFromTerms: _rule, ...older } = encodeStockSnapshot(documents);
    expect(decodeStockSnapshot(JSON.parse(JSON.stringify(older)))).toEqual(documents);
  });

  it('never carries the price band: every reader derives it from the price (the snapshot budget)', () => {
    const documents = [car(1), car(2, { price: 9_990 }), car(3, { price: 0 })];
    expect(documents[0]).toHaveProperty('price_range', '$30,000 to $40,000');
    const json = JSON.stringify(encodeStockSnapshot(documents));
    expect(json).not.toContain('price_range');
    expect(json).not.toContain(' to $');
    const { price_range: _band, ...unbanded } = documents[0]!;
    expect(JSON.stringify(encodeStockSnapshot([unbanded as StockDocument, documents[1]!, documents[2]!]))).toBe(json);
    const read = decodeStockSnapshot(JSON.parse(json));
    expect(read.map((d) => d.price_range)).toEqual(['$30,000 to $40,000', 'Under $10,000', undefined]);
    expect(read[2]).not.toHaveProperty('price_range');
  });
});
