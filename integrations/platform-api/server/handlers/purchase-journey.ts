import { ERROR_CODES } from '../../contract/index.ts';
import {
  CAR_TAKEN_MESSAGE,
  PURCHASE_CATEGORY,
  PURCHASE_FORM_TYPE,
  PURCHASE_STEP_TITLES,
  missingBefore,
} from '../../../../src/domain/purchase-journey/steps.ts';
import { HttpFailure } from '../http/replies.ts';
import { limitSteps } from '../limits/limits.ts';
import { enforceLimits } from '../limits/rate-limiter.ts';
import { storeLead } from '../delivery/store-lead.ts';
import { carAvailableTo } from '../purchase/car-availability.ts';
import { completeJourney } from '../purchase/complete-journey.ts';
import {
  hashToken,
  insertJourney,
  journeyByLeadId,
  journeyReply,
  newResumeToken,
  openJourneyOfUser,
  saveStep,
  savedSteps,
  setJourneyStatus,
  type JourneyRow,
} from '../purchase/journey-store.ts';
import { depositStep, financeStep, fulfilmentStep, priceStep, tradeInStep } from '../purchase/journey-steps.ts';
import type { HandlerContext, RouteHandler } from './handler-context.ts';
import { sessionUser, vehicleById } from './lookups.ts';

/**
 * The online purchase journey (docs/platform-api.md "Online purchase"): start (price confirmed) →
 * trade-in → finance or cash → deposit → delivery or pick-up → summary. Every step is one saved
 * record of the journey's lead, written with its idempotency record (a retried submit replays the
 * reply and writes nothing), scoped to the website, and refused once the car is sold or reserved by
 * someone else.
 */

type JourneyContext = HandlerContext<'startPurchaseJourney' | 'submitPurchaseStep' | 'resumePurchaseJourney'>;

async function sessionUserId(context: JourneyContext): Promise<number | null> {
  return (await sessionUser(context))?.id ?? null;
}

const carTaken = () => new HttpFailure(409, ERROR_CODES.carNotAvailable, CAR_TAKEN_MESSAGE);

export const startPurchaseJourney: RouteHandler<'startPurchaseJourney'> = async (context) => {
  const { body, tenant, store, now } = context;
  const websiteId = tenant.site.id;
  // The journey's deposit is a reservation: a dealer who takes no deposits online sells nothing online either.
  if (!tenant.site.features.onlinePurchase || !tenant.site.features.reserve) {
    throw new HttpFailure(409, ERROR_CODES.onlinePurchaseDisabled, 'This dealer does not sell cars online.');
  }
  const vehicle = vehicleById(context, body.car_id);
  if (!(await carAvailableTo(store, websiteId, vehicle, body.email, now))) throw carTaken();
  const price = priceStep(vehicle, now);
  const limits = limitSteps(context.options.limits, 'leads', context.client.ip, websiteId);
  const userId = await sessionUserId(context);
  return context.persist(async (tx) => {
    await enforceLimits(tx, limits, now, 'We have received a lot of enquiries from this connection. Please try again in a minute.');
    const payload = {
      website_id: websiteId,
      form_type: PURCHASE_FORM_TYPE,
      category: PURCHASE_CATEGORY,
      name: body.name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone,
      car_id: vehicle.id,
      stock_number: vehicle.stocknum ?? undefined,
      message: `Started buying the ${vehicle.name} online (in progress).`,
      source: 'website',
      user_agent: context.client.userAgent,
    };
    const { publicId: leadId, rowId: leadRowId } = await storeLead(tx, {
      websiteId,
      formType: PURCHASE_FORM_TYPE,
      category: PURCHASE_CATEGORY,
      name: body.name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      carId: vehicle.id,
      dealershipSlug: vehicle.dealership_slug,
      locationId: vehicle.location?.id,
      payload,
      clientIp: context.client.ip,
      idempotencyKey: context.idempotencyKey ?? '',
      now,
    });
    const { token, hash } = newResumeToken();
    await insertJourney(tx, leadRowId, websiteId, vehicle.id, userId, hash, now);
    await saveStep(tx, leadRowId, 'price', { price_confirmed: true }, price, now);
    const journey = await journeyByLeadId(tx, websiteId, leadId);
    if (!journey) throw new Error('purchase journey vanished inside its own transaction');
    return { status: 201, body: journeyReply(journey, await savedSteps(tx, leadRowId), { available: true }, token) };
  });
};

/** The journey, if the caller started it (its resume token) or is its signed-in shopper; else not found. */
async function ownJourney(context: JourneyContext, journeyId: string, token: string | undefined): Promise<JourneyRow> {
  const journey = await journeyByLeadId(context.store, context.tenant.site.id, journeyId);
  const byToken = journey && token !== undefined && hashToken(token) === journey.tokenHash;
  const byUser = journey && journey.userId !== null && (await sessionUserId(context)) === journey.userId;
  if (!journey || !(byToken || byUser)) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that purchase. Please start again.');
  return journey;
}

export const submitPurchaseStep: RouteHandler<'submitPurchaseStep'> = async (context) => {
  const { body, store, now, tenant } = context;
  const websiteId = tenant.site.id;
  const journey = await ownJourney(context, context.params.journey_id, body.token);
  if (journey.status === 'submitted') throw new HttpFailure(409, ERROR_CODES.journeyClosed, 'This order has already been sent to the dealer.');
  const missing = missingBefore(body.step, Object.keys(await savedSteps(store, journey.leadRowId)));
  if (missing) throw new HttpFailure(409, ERROR_CODES.stepOutOfOrder, `Please complete “${PURCHASE_STEP_TITLES[missing]}” first.`);
  const vehicle = context.tenants.vehicleById(tenant, journey.carId);
  if (journey.status === 'stopped' || !vehicle || !(await carAvailableTo(store, websiteId, vehicle, journey.contact.email, now))) {
    // Committed before the refusal: the dealer's inbox shows the journey stopped, and why.
    await setJourneyStatus(store, journey.leadRowId, 'stopped', now);
    throw carTaken();
  }
  const { token: _token, website_id: _site, ...request } = body;
  // The contract has checked each step's own fields are present (REQUIRED_BY_STEP); the fallbacks only satisfy the types.
  const data =
    body.step === 'trade_in'
      ? await tradeInStep(store, journey.leadRowId, body.valuation_id ?? null)
      : body.step === 'finance'
        ? financeStep(vehicle, tenant.site, body.choice ?? 'cash', now)
        : body.step === 'deposit'
          ? await depositStep(store, websiteId, journey.carId, journey.contact.email, body.reservation_id ?? '')
          : body.step === 'fulfilment'
            ? fulfilmentStep(vehicle, { site: tenant.site, locations: context.tenants.locations(tenant) }, body.method ?? 'pickup', body.postcode)
            : { submitted_at: now.toISOString() };
  return context.persist(async (tx) => {
    await saveStep(tx, journey.leadRowId, body.step, request, data, now);
    if (body.step === 'summary') await completeJourney(tx, context, journey, vehicle);
    const current = (await journeyByLeadId(tx, websiteId, journey.leadId)) ?? journey;
    return { body: journeyReply(current, await savedSteps(tx, journey.leadRowId), { available: true }) };
  });
};

export const resumePurchaseJourney: RouteHandler<'resumePurchaseJourney'> = async (context) => {
  const { query, store, now, tenant } = context;
  const userId = await sessionUserId(context);
  const journey = query.journey_id
    ? await ownJourney(context, query.journey_id, query.token)
    : userId !== null
      ? await openJourneyOfUser(store, tenant.site.id, userId, query.car_id)
      : undefined;
  if (!journey || journey.carId !== query.car_id) throw new HttpFailure(404, ERROR_CODES.notFound, 'No saved purchase of this car.');
  const vehicle = context.tenants.vehicleById(tenant, journey.carId);
  const available =
    journey.status === 'submitted' || (journey.status === 'open' && (await carAvailableTo(store, tenant.site.id, vehicle, journey.contact.email, now)));
  return { body: journeyReply(journey, await savedSteps(store, journey.leadRowId), available ? { available } : { available, message: CAR_TAKEN_MESSAGE }) };
};
