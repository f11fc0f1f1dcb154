import { DELIVERY_NO_ESTIMATE_MESSAGE, ERROR_CODES, type LenderDetails } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import { autogaugeFor } from '../rules/autogauge.ts';
import { deliveryEstimate } from '../rules/delivery-regions.ts';
import { DEFAULT_FINANCE_DISCLAIMER } from '../rules/finance-disclaimer.ts';
import type { StockLenderSchema } from '../tenants/tenant-schemas.ts';
import { limitSteps } from '../limits/limits.ts';
import { enforceLimits } from '../limits/rate-limiter.ts';
import type { HandlerContext, RouteHandler } from './handler-context.ts';
import type { Repositories } from '../storage/store.ts';
import { liveCarFields, liveCarsFields } from './live-car.ts';
import { vehicleById, vehicleBySlug } from './lookups.ts';
import type { z } from 'zod';

/** The small live parts of a vehicle page (spec 01 §7): views, status, gauge, finance, delivery, phone reveal. */

/** View counts and phone reveals are counters a script could inflate: limited per address and per dealer. */
async function limitCounters(context: HandlerContext<'carViews' | 'trackPhoneReveal'>, tx: Repositories): Promise<void> {
  const steps = limitSteps(context.options.limits, 'counters', context.client.ip, context.tenant.site.id);
  await enforceLimits(tx, steps, context.now, 'Too many requests from this connection. Please try again shortly.');
}

export const carViews: RouteHandler<'carViews'> = async (context) => {
  const vehicle = vehicleBySlug(context, context.params.slug);
  const stock = context.tenants.stock(context.tenant);
  const live = await liveCarFields(context.store, context.tenant.site.id, vehicle, stock, context.now);
  const { photos_count: pagePhotos, updated_at: pageUpdatedAt } = context.query;
  const changed =
    (pagePhotos !== undefined && pagePhotos !== live.photos_count) ||
    (pageUpdatedAt !== undefined && live.updated_at !== null && pageUpdatedAt !== live.updated_at);
  return context.persist(async (tx) => {
    await limitCounters(context, tx);
    // The feed's count (what the search card shows) plus the views this platform counted since.
    const views = (vehicle.views ?? 0) + (await tx.counters.countView(context.tenant.site.id, vehicle.slug));
    return { body: { views, car_fields: { ...live, changed } } };
  });
};

export const carStatus: RouteHandler<'carStatus'> = async (context) => {
  const vehicle = vehicleBySlug(context, context.params.slug);
  return { body: await liveCarFields(context.store, context.tenant.site.id, vehicle, context.tenants.stock(context.tenant), context.now) };
};

/** One request for a search page's cards: each known car's live fields (ids of other dealers are not known here). */
export const carStatuses: RouteHandler<'carStatuses'> = async (context) => {
  const stock = context.tenants.stock(context.tenant);
  const vehicles = context.query.ids.flatMap((id) => context.tenants.vehicleById(context.tenant, id) ?? []);
  const cars = await liveCarsFields(context.store, context.tenant.site.id, vehicles, stock, context.now);
  return { body: { cars } };
};

export const carAutogauge: RouteHandler<'carAutogauge'> = (context) => {
  const gauge = autogaugeFor(vehicleBySlug(context, context.params.slug));
  if (!gauge) throw new HttpFailure(404, ERROR_CODES.noMarketData, 'No market data for this car.');
  return { body: gauge };
};

function lenderDetails(lender: z.infer<typeof StockLenderSchema>): LenderDetails {
  return {
    disclaimer: lender.disclaimer?.trim() || DEFAULT_FINANCE_DISCLAIMER,
    deposit: lender.deposit ?? null,
    termYears: lender.termYears ?? null,
    termMonths: lender.termMonths ?? null,
    interestRate: lender.interestRate ?? null,
    comparisonRate: lender.comparisonRate ?? null,
    establishmentFees: lender.establishmentFees ?? null,
    paymentWeek: lender.paymentWeek ?? null,
    paymentMonth: lender.paymentMonth ?? null,
    totalPayable: lender.totalPayable ?? null,
  };
}

export const financeDetails: RouteHandler<'financeDetails'> = (context) => {
  const vehicle = vehicleById(context, context.params.car_id);
  const lenders = Object.fromEntries(Object.entries(vehicle.finance_lenders ?? {}).map(([name, lender]) => [name, lenderDetails(lender)]));
  return { body: { car_id: vehicle.id, lenders } };
};

export const deliveryPrice: RouteHandler<'deliveryPrice'> = (context) => {
  // Priced from where the car is (its location's postcode) when the page says which car.
  const car = context.query.car_id !== undefined ? context.tenants.vehicleById(context.tenant, context.query.car_id) : undefined;
  const estimate = deliveryEstimate(context.query.postcode, car?.location?.address?.postcode);
  if (!estimate) throw new HttpFailure(404, ERROR_CODES.noEstimate, DELIVERY_NO_ESTIMATE_MESSAGE);
  return { body: { postcode: context.query.postcode, price: estimate.price, name: estimate.name, currency: 'AUD' } };
};

/** A reveal is counted only for a car of this website (and one of its dealerships, when it lists them). */
export const trackPhoneReveal: RouteHandler<'trackPhoneReveal'> = (context) => {
  const vehicle = vehicleById(context, context.body.car_id);
  const dealerships = context.tenant.site.dealerships;
  const known = dealerships.some((dealership) => dealership.id === context.body.dealership_id) || vehicle.dealership_id === context.body.dealership_id;
  if (dealerships.length > 0 && !known) {
    throw new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', { dealership_id: 'Unknown dealership for this website.' });
  }
  return context.persist(async (tx) => {
    await limitCounters(context, tx);
    await tx.counters.recordPhoneReveal(context.tenant.site.id, vehicle.id, context.body.dealership_id, context.client.ip, context.now);
    return { body: { recorded: true } };
  });
};
