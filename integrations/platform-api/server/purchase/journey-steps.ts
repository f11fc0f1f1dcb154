import type { Repositories } from '../storage/store.ts';
import { z } from 'zod';
import { DELIVERY_NO_ESTIMATE_MESSAGE, ERROR_CODES, type PurchaseSteps } from '../../contract/index.ts';
import type { FinanceLender } from '../../../../src/data/schemas/vehicle.ts';
import { weeklyEstimateText } from '../../../../src/domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../../../src/domain/finance/vehicle-offer.ts';
import { salePrice } from '../../../../src/domain/price-display.ts';
import { formatAud } from '../../../../src/domain/format.ts';
import { HttpFailure } from '../http/replies.ts';
import { deliveryEstimate } from '../rules/delivery-regions.ts';
import type { StockVehicle, TenantLocation, TenantSite } from '../tenants/tenant-schemas.ts';

/**
 * What the server saves for each step, worked out from its own data — never from figures the
 * browser sends: the price from the stock file, the trade-in offer from the valuation recorded on the
 * lead, the finance figures from the car's one finance offer (the vehicle page's), the deposit from
 * the paid reservation, the delivery price from the delivery estimate.
 */

const invalid = (field: string, message: string) =>
  new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', { [field]: message });

export function priceStep(vehicle: StockVehicle, now: Date): NonNullable<PurchaseSteps['price']> {
  const price = salePrice({ price: vehicle.price, offer_price: vehicle.offer_price ?? undefined });
  if (price === undefined) throw new HttpFailure(409, ERROR_CODES.carNotAvailable, 'This car has no advertised price. Please enquire for price instead.');
  const priceType = vehicle.price_type?.trim();
  return { price, price_text: formatAud(price), ...(priceType ? { price_type: priceType } : {}), confirmed_at: now.toISOString() };
}

const LookupReplySchema = z.object({ valuation_id: z.string(), vehicle: z.object({ description: z.string() }) });
const ValuationReplySchema = z.object({
  valuation: z.object({ id: z.string(), offer_price: z.number(), amount_min: z.number(), amount_max: z.number(), note: z.string() }).nullable(),
});

/** The trade-in the shopper valued on this lead (the trade-in port's rego lookup and valuation steps). */
export async function tradeInStep(
  store: Pick<Repositories, 'leads'>,
  leadRowId: number,
  valuationId: string | null,
): Promise<NonNullable<PurchaseSteps['trade_in']>> {
  if (valuationId === null) return { skipped: true };
  const recorded = await store.leads.steps(leadRowId);
  const replies = (step: string) => recorded.filter((row) => row.step === step).map((row) => JSON.parse(row.reply_json) as unknown);
  const lookup = replies('rego_lookup')
    .map((reply) => LookupReplySchema.safeParse(reply))
    .find((parsed) => parsed.success && parsed.data.valuation_id === valuationId);
  if (!lookup?.success) throw invalid('valuation_id', 'Unknown valuation: look your rego up first.');
  const valuation = replies('valuation')
    .map((reply) => ValuationReplySchema.safeParse(reply))
    .find((parsed) => parsed.success && parsed.data.valuation?.id === valuationId);
  const offer = valuation?.success ? valuation.data.valuation : null;
  return {
    skipped: false,
    valuation_id: valuationId,
    vehicle: lookup.data.vehicle.description,
    ...(offer ? { offer_price: offer.offer_price, amount_min: offer.amount_min, amount_max: offer.amount_max, note: offer.note } : {}),
  };
}

export function financeStep(vehicle: StockVehicle, site: TenantSite, choice: 'cash' | 'finance', now: Date): NonNullable<PurchaseSteps['finance']> {
  if (choice === 'cash') return { choice };
  const car = { ...vehicle, finance_lenders: (vehicle.finance_lenders ?? {}) as Record<string, FinanceLender> };
  const offer = vehicleFinanceOffer(car, financeOfferSettings(site), now);
  const weeklyText = offer && weeklyEstimateText(offer);
  if (!offer || !weeklyText) throw invalid('choice', 'Finance is not offered online for this car. Please choose to pay cash, or ask us about finance.');
  return {
    choice,
    weekly: offer.weekly.payment,
    weekly_text: weeklyText,
    interest_rate: offer.interestRate,
    comparison_rate: offer.comparisonRate,
    term_years: offer.termYears,
    deposit: offer.deposit,
    establishment_fee: offer.establishmentFee,
    amount_financed: offer.weekly.amountFinanced,
    total_payable: offer.weekly.totalPayable,
  };
}

const ReservationSqlSchema = z.object({
  public_id: z.string(),
  car_id: z.number(),
  status: z.string(),
  email: z.string(),
  amount_cents: z.number(),
  reserved_until: z.string().nullable(),
});

/** The deposit is a reservation paid through the payment port (hold → charge → confirm) for this car by this shopper. */
export async function depositStep(
  store: Pick<Repositories, 'reservations'>,
  websiteId: number,
  carId: number,
  email: string,
  reservationId: string,
): Promise<NonNullable<PurchaseSteps['deposit']>> {
  const raw = await store.reservations.details(websiteId, { publicId: reservationId });
  const row = raw ? ReservationSqlSchema.parse(raw) : undefined;
  if (!row || row.car_id !== carId || row.email !== email) throw invalid('reservation_id', 'We could not find your deposit for this car.');
  if (row.status !== 'confirmed' || !row.reserved_until) throw invalid('reservation_id', 'Your deposit has not been paid yet.');
  return { reservation_id: row.public_id, amount: row.amount_cents / 100, currency: 'AUD', reserved_until: row.reserved_until };
}

/**
 * Pick-up where the car stands: its location's address (from the stock feed, else the dealer's
 * locations file); a car with no location is at the dealer's own address. Delivery is priced from there.
 */
export function fulfilmentStep(
  vehicle: StockVehicle,
  dealer: { site: Pick<TenantSite, 'name' | 'address'>; locations: readonly TenantLocation[] },
  method: 'pickup' | 'delivery',
  postcode: string | undefined,
): NonNullable<PurchaseSteps['fulfilment']> {
  const location = vehicle.location;
  if (method === 'pickup') {
    const address = location ? (location.address ?? dealer.locations.find((l) => l.id === location.id)?.address) : dealer.site.address;
    const text = address
      ? ['street' in address ? address.street : null, address.city, [address.state, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : '';
    return { method, location_name: location?.name ?? dealer.site.name, ...(text ? { address: text } : {}) };
  }
  const estimate = postcode ? deliveryEstimate(postcode, location?.address?.postcode) : null;
  if (!postcode || !estimate) throw invalid('postcode', DELIVERY_NO_ESTIMATE_MESSAGE);
  return { method, postcode, region: estimate.name, price: estimate.price };
}
