import type { z } from 'zod';
import * as account from './account-calls.ts';
import * as accountFeatures from './account-feature-calls.ts';
import { LeadPayloadSchema, LeadReplySchema } from './lead-payload.ts';
import { MiscellaneousReplySchema, MiscellaneousRequestSchema } from './miscellaneous-calls.ts';
import * as purchase from './purchase-journey-calls.ts';
import * as reservation from './reservation-calls.ts';
import * as savedSearch from './saved-search-calls.ts';
import * as tradeIn from './trade-in-steps.ts';
import * as vehicle from './vehicle-calls.ts';

/**
 * The route table: the single description of the API that the server dispatches on, the client
 * calls through and the docs list. Paths use `:name` for path parameters.
 *
 * idempotency 'required': the request creates something, so it must carry an Idempotency-Key;
 * a replay returns the first reply, the same key with another body gets 409.
 */
export interface RouteDefinition {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** null: the reply is a file (see `replyType`). */
  readonly reply: z.ZodType | null;
  readonly replyType: 'json' | 'pdf';
  readonly successStatus: 200 | 201;
  readonly idempotency: 'required' | 'none';
}

const post = { method: 'POST', replyType: 'json' } as const;
const get = { method: 'GET', replyType: 'json', successStatus: 200, idempotency: 'none' } as const;
const creates = { successStatus: 201, idempotency: 'required' } as const;

export const routes = {
  submitLead: {
    ...post,
    ...creates,
    path: '/api/leads',
    summary: 'Submit a lead (every form type; the first step of trade-in).',
    body: LeadPayloadSchema,
    reply: LeadReplySchema,
  },
  lookupRego: {
    ...post,
    ...creates,
    path: '/api/leads/rego-lookup',
    summary: 'Trade-in step 2: identify the car by rego and state.',
    body: tradeIn.RegoLookupRequestSchema,
    reply: tradeIn.RegoLookupReplySchema,
  },
  submitValuation: {
    ...post,
    ...creates,
    path: '/api/leads/valuation',
    summary: 'Trade-in step 3: the indicative valuation from the adjustment answers.',
    body: tradeIn.ValuationRequestSchema,
    reply: tradeIn.ValuationReplySchema,
  },
  acceptOffer: {
    ...post,
    ...creates,
    path: '/api/leads/offer-acceptance',
    summary: "Trade-in step 4: offer accepted (subcategory '3. Offer Accepted').",
    body: tradeIn.OfferAcceptanceRequestSchema,
    reply: LeadReplySchema,
  },
  saveMiscellaneous: {
    ...post,
    ...creates,
    path: '/api/miscellaneous',
    summary: 'Save the valuation response with column_name "valuation".',
    body: MiscellaneousRequestSchema,
    reply: MiscellaneousReplySchema,
  },
  saveWatchlistCar: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/watchlist/save-car',
    summary: 'Add a car to the signed-in user’s watchlist (a set: repeating is harmless).',
    body: account.WatchlistChangeRequestSchema,
    reply: account.WatchlistChangeReplySchema,
  },
  removeWatchlistCar: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/watchlist/remove-car',
    summary: 'Remove a car from the signed-in user’s watchlist.',
    body: account.WatchlistChangeRequestSchema,
    reply: account.WatchlistChangeReplySchema,
  },
  listWatchlist: {
    ...get,
    path: '/api/watchlist',
    summary: 'The signed-in user’s saved cars on this website.',
    query: vehicle.WebsiteQuerySchema,
    reply: account.WatchlistReplySchema,
  },
  saveSearch: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/saved-searches',
    summary: 'Save the search page’s URL state for the signed-in user (named from its refinements; saving it again is harmless).',
    body: savedSearch.SaveSearchRequestSchema,
    reply: savedSearch.SaveSearchReplySchema,
  },
  listSavedSearches: {
    ...get,
    path: '/api/saved-searches',
    summary: 'The signed-in user’s saved searches on this website and their alert email.',
    query: vehicle.WebsiteQuerySchema,
    reply: savedSearch.SavedSearchesReplySchema,
  },
  removeSavedSearch: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/saved-searches/remove',
    summary: 'Remove one of the signed-in user’s saved searches.',
    body: savedSearch.RemoveSavedSearchRequestSchema,
    reply: savedSearch.RemoveSavedSearchReplySchema,
  },
  setAlertEmail: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/account/alert-email',
    summary: 'Where price-drop and new-match alerts go ("" stops them).',
    body: savedSearch.AlertEmailRequestSchema,
    reply: savedSearch.AlertEmailReplySchema,
  },
  deleteAccount: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/account/delete',
    summary: 'Delete the signed-in account with everything it saved at this website; the session ends.',
    body: savedSearch.DeleteAccountRequestSchema,
    reply: savedSearch.DeleteAccountReplySchema,
  },
  carViews: {
    ...get,
    path: '/cars/:slug/view.json',
    summary: 'Count a view; return the count and live car fields.',
    params: vehicle.CarSlugParamsSchema,
    query: vehicle.ViewsQuerySchema,
    reply: vehicle.ViewsReplySchema,
  },
  carStatus: {
    ...get,
    path: '/cars/:slug/status',
    summary: 'Live status: sold, reserved (at once after a paid reservation).',
    params: vehicle.CarSlugParamsSchema,
    query: vehicle.WebsiteQuerySchema,
    reply: vehicle.CarStatusReplySchema,
  },
  carAutogauge: {
    ...get,
    path: '/cars/:slug/autogauge',
    summary: 'Price-comparison gauge data.',
    params: vehicle.CarSlugParamsSchema,
    query: vehicle.WebsiteQuerySchema,
    reply: vehicle.AutogaugeReplySchema,
  },
  carStatuses: {
    ...get,
    path: '/api/cars/status',
    summary: "Live status of up to 48 cars at once (a search page's cards): sold, reserved, price.",
    query: vehicle.CarStatusesQuerySchema,
    reply: vehicle.CarStatusesReplySchema,
  },
  carPdf: {
    ...get,
    replyType: 'pdf',
    path: '/cars/:slug/pdf',
    summary: 'A PDF of the vehicle, downloaded as {slug}.pdf.',
    params: vehicle.CarSlugParamsSchema,
    query: vehicle.WebsiteQuerySchema,
    reply: null,
  },
  financeDetails: {
    ...get,
    path: '/api/vehicles/:car_id/finance',
    summary: 'Finance details per lender, disclaimer included.',
    params: vehicle.CarIdParamsSchema,
    query: vehicle.WebsiteQuerySchema,
    reply: vehicle.FinanceDetailsReplySchema,
  },
  deliveryPrice: {
    ...get,
    path: '/api/delivery-price',
    summary: 'Delivery price and region for a postcode.',
    query: vehicle.DeliveryQuerySchema,
    reply: vehicle.DeliveryReplySchema,
  },
  testDriveAvailability: {
    ...get,
    path: '/api/test-drive/availability',
    summary: 'Free test-drive slots for the next 14 days.',
    query: vehicle.TestDriveAvailabilityQuerySchema,
    reply: vehicle.TestDriveAvailabilityReplySchema,
  },
  trackPhoneReveal: {
    ...post,
    ...creates,
    path: '/api/phone-reveals',
    summary: 'Record a phone-number reveal on a vehicle page.',
    body: vehicle.PhoneRevealRequestSchema,
    reply: vehicle.PhoneRevealReplySchema,
  },
  requestSignInCode: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/sign-in/code',
    summary: 'Send a sign-in code to a mobile (demo: the code is 123456 and is returned).',
    body: account.SignInCodeRequestSchema,
    reply: account.SignInCodeReplySchema,
  },
  verifySignInCode: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/sign-in/verify',
    summary: 'Exchange phone + code for a session (token in the reply and an HttpOnly cookie).',
    body: account.SignInVerifyRequestSchema,
    reply: account.SignInVerifyReplySchema,
  },
  getSession: {
    ...get,
    path: '/api/session',
    summary: 'The signed-in user, or 401.',
    query: vehicle.WebsiteQuerySchema,
    reply: account.SessionReplySchema,
  },
  signOut: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/sign-out',
    summary: 'End the session.',
    body: account.SignOutRequestSchema,
    reply: account.SignOutReplySchema,
  },
  createReservation: {
    ...post,
    ...creates,
    path: '/api/reservations',
    summary: 'Start a reservation: a $200 deposit payment intent.',
    body: reservation.CreateReservationRequestSchema,
    reply: reservation.CreateReservationReplySchema,
  },
  confirmReservation: {
    ...post,
    successStatus: 200,
    idempotency: 'required',
    path: '/api/reservations/:reservation_id/confirm',
    summary: 'Pay the deposit; the car is reserved for 48 hours.',
    params: reservation.ReservationParamsSchema,
    body: reservation.ConfirmReservationRequestSchema,
    reply: reservation.ConfirmReservationReplySchema,
  },
  cancelReservation: {
    ...post,
    successStatus: 200,
    idempotency: 'required',
    path: '/api/reservations/:reservation_id/cancel',
    summary: 'Cancel a reservation: the deposit is refunded through the payment provider and the car is free again.',
    params: reservation.ReservationParamsSchema,
    body: reservation.CancelReservationRequestSchema,
    reply: reservation.CancelReservationReplySchema,
  },
  startPurchaseJourney: {
    ...post,
    ...creates,
    path: '/api/purchase-journeys',
    summary: 'Online purchase step 1: the shopper confirms the car and its price; starts the journey (its lead).',
    body: purchase.StartPurchaseJourneyRequestSchema,
    reply: purchase.PurchaseJourneyReplySchema,
  },
  submitPurchaseStep: {
    ...post,
    successStatus: 200,
    idempotency: 'required',
    path: '/api/purchase-journeys/:journey_id/steps',
    summary: 'Save one step of an online purchase (trade-in, finance, deposit, delivery or pick-up, summary).',
    params: purchase.PurchaseJourneyParamsSchema,
    body: purchase.PurchaseStepRequestSchema,
    reply: purchase.PurchaseJourneyReplySchema,
  },
  resumePurchaseJourney: {
    ...get,
    path: '/api/purchase-journeys/resume',
    summary: 'The open online purchase of a car: by journey id and resume token, or the signed-in shopper’s.',
    query: purchase.ResumePurchaseJourneyQuerySchema,
    reply: purchase.PurchaseJourneyReplySchema,
  },
  // The signed-in shopper's own features (docs/account-pages.md); all need the session.
  getSpin: {
    ...get,
    path: '/api/spin-to-win',
    summary: 'The dealer’s current spin-to-win campaign and this account’s recorded spin, if any.',
    query: accountFeatures.SpinStatusQuerySchema,
    reply: accountFeatures.SpinStatusReplySchema,
  },
  spinWheel: {
    ...post,
    successStatus: 200,
    idempotency: 'none',
    path: '/api/spin-to-win/spin',
    summary: 'Draw this account’s one spin of the campaign (weighted by the configured odds) and record it; a repeat returns the recorded spin.',
    body: accountFeatures.SpinRequestSchema,
    reply: accountFeatures.SpinReplySchema,
  },
  createOnlinePayment: {
    ...post,
    ...creates,
    path: '/api/online-payments',
    summary: 'Start paying the dealer an amount with a reference: a payment intent within the dealer’s limits.',
    body: accountFeatures.CreateOnlinePaymentRequestSchema,
    reply: accountFeatures.CreateOnlinePaymentReplySchema,
  },
  confirmOnlinePayment: {
    ...post,
    successStatus: 200,
    idempotency: 'required',
    path: '/api/online-payments/:payment_id/confirm',
    summary: 'Charge the payment; the dealer receives it as a lead and the reply is the receipt.',
    params: accountFeatures.OnlinePaymentParamsSchema,
    body: accountFeatures.ConfirmOnlinePaymentRequestSchema,
    reply: accountFeatures.OnlinePaymentSchema,
  },
  getOnlinePayment: {
    ...get,
    path: '/api/online-payments/:payment_id',
    summary: 'One of this account’s payments (the receipt).',
    params: accountFeatures.OnlinePaymentParamsSchema,
    query: accountFeatures.OnlinePaymentQuerySchema,
    reply: accountFeatures.OnlinePaymentSchema,
  },
  accountActivity: {
    ...get,
    path: '/api/account/activity',
    summary: 'This account’s payments and spins, newest first.',
    query: accountFeatures.OnlinePaymentQuerySchema,
    reply: accountFeatures.AccountActivityReplySchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
export type ReplyOf<N extends RouteName> = OutputOf<Routes[N]['reply']>;
export type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B } ? OutputOf<B> : undefined;
export type BodyInputOf<N extends RouteName> = Routes[N] extends { body: infer B } ? InputOf<B> : undefined;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q } ? OutputOf<Q> : undefined;
export type QueryInputOf<N extends RouteName> = Routes[N] extends { query: infer Q } ? InputOf<Q> : undefined;
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: infer P } ? OutputOf<P> : undefined;
