import type { CarSummary } from './car-summary.ts';
import { DEFAULT_FORM_SETTINGS } from './form-settings.ts';
import type { FormContext } from './form-fields.ts';
import type { LeadPageContext } from './lead-payload.ts';

/** Plain objects the form unit tests share. */

export const CAR: CarSummary = {
  id: 42,
  slug: '2021-toyota-corolla-ascent-sport',
  name: '2021 Toyota Corolla Ascent Sport',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  available: true,
  reserved: false,
  conditionLabel: 'Used',
  priceText: '$24,990',
  km: 45120,
  stocknum: 'HCN123',
  dealership_id: 7,
  dealership_slug: 'harbour-city-toyota',
  location: { id: 3, name: 'Newstead', distribution_locations: [{ id: 4, name: 'Hamilton' }] },
  tradeIn: true,
  reservable: true,
};

export const PAGE: LeadPageContext = {
  url: 'https://dealer.example/enquire?car_id=42',
  userAgent: 'test-agent',
  source: 'google',
  visitedPages: ['/', '/cars/2021-toyota-corolla-ascent-sport', '/enquire?car_id=42'],
  linkedQueryParams: { utm_source: 'google' },
};

export function context(overrides: Partial<FormContext> = {}): FormContext {
  return {
    formType: 'general-enquiry',
    settings: DEFAULT_FORM_SETTINGS,
    locations: [
      { id: 1, name: 'City', dealership_slug: 'city-motors' },
      { id: 2, name: 'Airport', dealership_slug: 'airport-motors' },
    ],
    dealerships: [
      { slug: 'city-motors', name: 'City Motors' },
      { slug: 'airport-motors', name: 'Airport Motors' },
    ],
    multiStep: false,
    ...overrides,
  };
}
