import { describe, expect, it } from 'vitest';
import { financeOffer, weeklyEstimateText } from '../../domain/finance/finance-offer.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { cardSettingsFromConfig, searchCardModel } from './card-view.ts';
import { liveStatusIds, withLiveStatus } from './live-cards.ts';
import { testConfig } from '../vehicle/test-fixtures.ts';

const NOW = new Date('2026-11-21T00:00:00Z');
const doc: StockDocument = {
  id: 7,
  slug: 'car-7',
  name: '2022 Mazda CX-5',
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  price: 30_990,
  km: 40_000,
  certified: false,
  created_at: '2026-09-01T00:00:00Z',
  created_at_timestamp: 1_788_220_800,
  dealership_id: 1,
  show_on_dealer_website: true,
  rank: 1,
  weekly_repayment: 139,
  image: { url: '/a.webp' },
};
const live = (over: Partial<{ status: string; reserved: boolean; price: number }>) => ({ status: 'in_stock', reserved: false, price: 30_990, ...over });
const settings = cardSettingsFromConfig(testConfig(), NOW);

describe('withLiveStatus', () => {
  it('leaves a card that still tells the truth alone', () => {
    expect(withLiveStatus(doc, live({}), NOW, settings.finance)).toBe(doc);
    expect(withLiveStatus(doc, undefined, NOW, settings.finance)).toBe(doc);
  });

  it('a car sold since the build shows sold: sold tag, Find Me Something Similar, no Reserve, no heart', () => {
    const card = searchCardModel(withLiveStatus(doc, live({ status: 'sold' }), NOW, settings.finance), settings);
    expect(card.view.available).toBe(false);
    expect(card.view.tag?.text).toBe(settings.tag.justSoldText);
    expect(card.reserveHref).toBeUndefined();
    expect(card.canFavourite).toBe(false);
    expect(searchCardModel(doc, settings).canFavourite).toBe(true);
  });

  it('a car reserved since the build shows the reserved tag and no Reserve', () => {
    const card = searchCardModel(withLiveStatus(doc, live({ reserved: true }), NOW, settings.finance), settings);
    expect(card.view.tag?.text).toMatch(/reserved/i);
    expect(card.reserveHref).toBeUndefined();
  });

  it('a re-priced car shows the new price and no weekly estimate when its document carries no lender terms', () => {
    const repriced = withLiveStatus(doc, live({ price: 28_990 }), NOW, settings.finance);
    const card = searchCardModel(repriced, settings);
    expect(card.view.price.text).toBe('$28,990');
    expect(card.view.finance).toBeUndefined();
    expect(card.financeHref).toBeUndefined();
  });

  it("a re-priced car's weekly figure and Get Finance follow the new price, from the car's lender terms", () => {
    const terms = { interestRate: 8.5, comparisonRate: 9, establishmentFee: 1300, termYears: 5, deposit: 2000, balloon: 0 };
    const built = {
      ...doc,
      finance_rate: 8.5,
      finance_fee: 1300,
      finance_years: 5,
      finance_deposit: 2000,
      weekly_repayment: financeOffer(30_990, terms, false).weekly.payment,
    };
    const card = searchCardModel(withLiveStatus(built, live({ price: 28_990 }), NOW, { roundUp: false }), settings);
    const expected = financeOffer(28_990, terms, false);
    expect(card.view.price.text).toBe('$28,990');
    expect(card.view.finance?.estimate).toBe(weeklyEstimateText(expected));
    expect(card.view.finance?.estimate).not.toBe(weeklyEstimateText(financeOffer(30_990, terms, false)));
    expect(card.financeHref).toBeDefined();
    // Rounded up where the dealer rounds repayments up.
    const rounded = withLiveStatus(built, live({ price: 28_990 }), NOW, { roundUp: true });
    expect(rounded.weekly_repayment).toBe(financeOffer(28_990, terms, true).weekly.payment);
    expect(Number.isInteger(rounded.weekly_repayment)).toBe(true);
  });

  it('a re-priced car with an offer price keeps the weekly figure of the offer price it shows', () => {
    const terms = { interestRate: 8.5, comparisonRate: 9, establishmentFee: 0, termYears: 5, deposit: 0, balloon: 0 };
    const built = { ...doc, offer_price: 27_990, finance_rate: 8.5, finance_years: 5, weekly_repayment: financeOffer(27_990, terms, false).weekly.payment };
    expect(withLiveStatus(built, live({ price: 29_990 }), NOW, { roundUp: false }).weekly_repayment).toBe(built.weekly_repayment);
  });
});

describe('liveStatusIds', () => {
  it('one id per card, at most the batch limit', () => {
    expect(liveStatusIds([{ id: 1 }, { id: 2 }, { id: 1 }])).toEqual([1, 2]);
    expect(liveStatusIds(Array.from({ length: 60 }, (_, id) => ({ id })))).toHaveLength(48);
  });
});
