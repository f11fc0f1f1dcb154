import { describe, expect, it } from 'vitest';
import { alertCar } from '../../integrations/platform-api/server/alerts/alert-cards.ts';
import { pdfCarView } from '../../integrations/platform-api/server/pdf/pdf-car-view.ts';
import { keyFacts as pdfKeyFacts } from '../../integrations/platform-api/server/pdf/render-vehicle-pdf.ts';
import { StockVehicleSchema, TenantSiteSchema } from '../../integrations/platform-api/server/tenants/tenant-schemas.ts';
import type { SiteConfigInput } from '../../src/config/site.ts';
import type { VehicleInput } from '../../src/data/schemas/vehicle.ts';
import { carSummaryOf } from '../../src/forms/car-summary-of.ts';
import { summaryPriceLine } from '../../src/forms/car-summary.ts';
import { priceLineOf } from '../../src/domain/price-display.ts';
import { toStockDocument } from '../../src/search/stock-document.ts';
import { carViewOf } from '../../src/site/car-facts.ts';
import { carView } from '../../src/site/car-view.ts';
import { journeyCarOf } from '../../src/site/leads/purchase-journey.ts';
import { cardSettingsFromConfig, searchCardModel } from '../../src/site/search/card-view.ts';
import { vehicleView } from '../../src/site/vehicle-view.ts';
import { TEST_NOW, testBundle, testConfig, testVehicle } from '../../src/site/vehicle/test-fixtures.ts';

/**
 * One car through every surface that shows it: the home card and vehicle page (vehicleView), the search
 * card (the search document through the card projection, as the island renders it), the car summary of
 * lead forms, checkout, compare and account pages, the alert email and the PDF. Each must say the same
 * title, price, condition, status and place. A surface that works a label out its own way fails here.
 */

const now = new Date(TEST_NOW);
const soldYesterday = Math.floor(now.getTime() / 1000) - 86_400;

const springwood = {
  id: 3,
  name: 'Southern Cross Kia Springwood',
  slug: 'sck-springwood',
  phone: '07 5550 2100',
  address: { street: '3360 Pacific Hwy', city: 'Springwood', state: 'QLD', postcode: '4127' },
};
const lenders = { manual: { interestRate: 7.99, comparisonRate: 8.49, deposit: 1000, termYears: 5, paymentWeek: 190 } };

const CARS: Record<string, Partial<VehicleInput>> = {
  // The drift the issue found: the feed's city is the dealer's head office, the car sits at another yard.
  'a priced car at another yard': {
    city: 'Brisbane',
    location: springwood,
    location_name: 'Southern Cross Kia Springwood',
    price: 31990,
    before_price: 33990,
    price_type: 'Drive Away',
    finance_lenders: lenders,
    images: [{ url: '/media/sportage.webp', width: 1600, height: 1067 }],
  },
  'a car known only by its yard name': { location_name: 'Yard 2', price: 18990, car_type: 'demo' },
  'a car sold yesterday': { status: 'sold', sold_date_timestamp: soldYesterday, city: 'Ipswich', price_type: 'Drive Away' },
  'a reserved car': { reserved: true, city: 'Logan', car_type: 'new', offer_price: 27990 },
  'a coming-soon car with no price yet': { status: 'coming_soon', price: 0, price_type: 'Excl. Govt. Charges', city: 'Redcliffe' },
  'a subscription car': { subscription_price: 149, price: 29990, city: 'Brisbane', primary_image_url: 'https://photos.example.com/car.jpg' },
};

const SITE: Partial<SiteConfigInput> = {
  texts: { noPrice: 'Call for a price', financeButton: 'Apply now' },
  stock: { reservedText: 'RESERVED', comingSoonText: 'ARRIVING SOON', justSoldText: 'Just Sold!' },
  features: { subscriptions: true },
  finance: { provider: 'manual' },
};

function everySurface(input: Partial<VehicleInput>) {
  const config = testConfig(SITE);
  const vehicle = testVehicle({ make: 'Kia', name: '2024 Kia Sportage S', slug: '2024-kia-sportage-s', ...input });
  const raw = { ...vehicle, images: vehicle.images };
  const model = carViewOf(vehicle, config, now);
  const doc = toStockDocument(vehicle, config, now);
  const settings = cardSettingsFromConfig(config, now);
  const pdfSite = TenantSiteSchema.parse({ ...config, ...SITE });
  const pdfCar = StockVehicleSchema.parse(raw);
  return {
    model,
    page: vehicleView(vehicle, config, now),
    searchCard: searchCardModel(doc, settings).view,
    searchModel: carView(doc, settings),
    summary: carSummaryOf(vehicle, config, now),
    journey: journeyCarOf(vehicle, testBundle([vehicle], { config })),
    alert: alertCar(vehicle, config, now),
    pdf: pdfCarView(pdfCar, pdfSite, now),
    pdfFacts: Object.fromEntries(pdfKeyFacts(pdfCar, pdfCarView(pdfCar, pdfSite, now))),
  };
}

describe('the car view model: every projection says the same', () => {
  for (const [name, input] of Object.entries(CARS)) {
    it(name, () => {
      const { model, page, searchCard, searchModel, summary, journey, alert, pdf, pdfFacts } = everySurface(input);

      const titles = [page.name, searchCard.name, summary.name, journey.name, alert.name, pdf.title];
      expect(titles).toEqual(Array(6).fill(model.title));
      // The purchase journey buys the car outright: a subscription car's purchase price, else the card's.
      expect(journey.priceText).toBe((model.price.purchase ?? model.price).text);

      const priceLines = [priceLineOf(page.price), priceLineOf(searchCard.price), summaryPriceLine(summary), alert.price_text, pdf.priceLine];
      expect(priceLines).toEqual(Array(5).fill(model.priceLine));
      expect([page.price, searchCard.price]).toEqual([model.price, model.price]);
      expect([summary.priceText, summary.priceType]).toEqual([model.price.text, model.price.priceType]);

      const fact = (facts: Array<{ label: string; value: string }>, label: string) => facts.find((f) => f.label === label)?.value;
      const conditions = [
        page.conditionLabel,
        searchCard.conditionLabel,
        fact(page.facts, 'Condition'),
        fact(searchCard.facts, 'Condition'),
        summary.conditionLabel,
        pdfFacts.Condition,
      ];
      expect(conditions).toEqual(Array(6).fill(model.conditionLabel));
      expect([fact(page.facts, 'Odometer'), fact(searchCard.facts, 'Odometer'), pdfFacts.Odometer]).toEqual(Array(3).fill(model.odometer));

      expect([searchModel.status, pdf.status]).toEqual([model.status, model.status]);
      expect([page.available, searchCard.available, summary.available, pdf.available]).toEqual(Array(4).fill(model.available));
      expect([page.tag, searchCard.tag]).toEqual([model.tag, model.tag]);

      expect([page.locationLabel, searchCard.locationLabel, summary.locationLabel, pdf.locationLabel]).toEqual(Array(4).fill(model.locationLabel));
      expect([page.finance, searchCard.finance]).toEqual([model.finance, model.finance]);
      expect([page.image?.src, searchCard.image?.src, summary.image, journey.image]).toEqual(Array(4).fill(model.image?.src));
      expect([page.href, searchCard.href, journey.href, new URL(alert.url).pathname]).toEqual(Array(4).fill(model.href));
    });
  }

  it('the cases above are the ones that drifted: the place, the status and the price wording differ between cars', () => {
    const at = (name: string) => everySurface(CARS[name]!).model;
    expect(at('a priced car at another yard')).toMatchObject({ locationLabel: 'Springwood', priceLine: '$31,990 Drive Away', finance: { label: 'Apply now' } });
    expect(at('a car known only by its yard name')).toMatchObject({ locationLabel: 'Yard 2', conditionLabel: 'Demo' });
    expect(at('a car sold yesterday')).toMatchObject({ priceLine: 'SOLD', status: { kind: 'just-sold', label: 'Just Sold!' } });
    expect(at('a reserved car')).toMatchObject({ priceLine: '$27,990', status: { label: 'RESERVED' }, conditionLabel: 'New' });
    expect(at('a coming-soon car with no price yet')).toMatchObject({ priceLine: 'Call for a price', status: { label: 'ARRIVING SOON' } });
    expect(at('a subscription car')).toMatchObject({ priceLine: 'Subscription $149 / week', image: { url: 'https://photos.example.com/car.jpg' } });
  });
});
