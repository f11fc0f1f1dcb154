import { sellYourCarCopy } from '../../domain/sell-your-car.ts';
import type { FieldDef } from '../form-fields.ts';
import type { FieldsContext, FormTypeDefinition } from './definition.ts';
import { carToSellFields, dealershipField, leadFormFields, locationField } from './parts.ts';

/** Selling a car to the dealer: the trade-in journey and sell-your-car (spec 02 §2). */

const sellingFields = (context: FieldsContext): FieldDef[] => [
  ...leadFormFields(),
  ...(context.recordCar ? carToSellFields() : []),
  // At a group the shopper says which dealership (and showroom) should buy the car.
  ...(context.dealerships.length > 1 ? [...dealershipField(context), ...locationField(context, 'Location')] : []),
];

const SELLING_BASE = {
  unavailableHeading: null,
  // Promise only what the journey does: an instant offer needs a valuation provider.
  submitLabel: (context) => sellYourCarCopy(!context.recordCar).submitLabel,
  successText: 'Thanks — we have your details and your car. Our team will be in touch about your offer.',
  fields: sellingFields,
  messageRule: false,
  alwaysMultiStep: true,
  department: 'sales',
  choosesAmongCarLocations: false,
  becomesWithCar: null,
  recordsCarWithoutValuation: true,
  presetMessage: null,
  analyticsEvent: 'trade-in',
  leadType: 'trade-in',
} as const satisfies Partial<FormTypeDefinition>;

export const SELL_YOUR_CAR: FormTypeDefinition = {
  ...SELLING_BASE,
  category: 'Sell Your Car',
  heading: 'Sell your car',
  openedByQuery: 'yes',
  onContentPage: { carFromQuery: false },
};

/** The trade-in journey has its own pages (/trade-in, /cars/trade-in). */
export const TRADE_IN: FormTypeDefinition = {
  ...SELLING_BASE,
  category: 'Trade-In',
  heading: 'Value your trade-in',
  openedByQuery: 'no',
  onContentPage: null,
};
