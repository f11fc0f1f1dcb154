import type {
  BodyInputOf,
  CreateReservationReply,
  ConfirmReservationReply,
  FinanceDetailsReply,
  LeadPayloadInput,
  LeadReply,
  PurchaseStepRequest,
  ReplyOf,
  SignedInUser,
  TestDriveAvailabilityReply,
  ViewsReply,
} from '../contract/index.ts';
import { callRoute, routeUrl, type TransportOptions } from './call-route.ts';
import { PlatformApiError } from './platform-api-error.ts';

/**
 * The typed browser client of the platform API: one method per call of the contract's route table.
 * Every reply is checked against the contract; failures throw PlatformApiError (see `retryable`).
 * The client adds `website_id` itself, so callers pass only what the call is about.
 */

export interface PlatformClientOptions extends TransportOptions {
  websiteId: number;
}

/** A request body without `website_id` (key remapping keeps a lead's custom-field index signature). */
type Without<T> = { [K in keyof T as K extends 'website_id' ? never : K]: T[K] };
type Sendable<N extends Parameters<typeof callRoute>[1]> = Without<Exclude<BodyInputOf<N>, undefined>>;

export interface SendOptions {
  /** Reuse the key of a stored submission (the outbox) so a retry can never create a second record. */
  idempotencyKey?: string;
}

/** One purchase step as the island sends it (without `website_id`). */
export type PurchaseStepInput = Without<PurchaseStepRequest>;

export function createPlatformClient(options: PlatformClientOptions) {
  const { websiteId } = options;
  const site = { website_id: websiteId };
  const withSite = <T extends object>(body: T) => ({ ...body, website_id: websiteId });

  return {
    // Leads and trade-in (spec 02 §7)
    submitLead: (lead: Without<LeadPayloadInput>, send: SendOptions = {}): Promise<LeadReply> =>
      callRoute(options, 'submitLead', { body: withSite(lead), ...send }),
    lookupRego: (input: Sendable<'lookupRego'>, send: SendOptions = {}): Promise<ReplyOf<'lookupRego'>> =>
      callRoute(options, 'lookupRego', { body: withSite(input), ...send }),
    submitValuation: (input: Sendable<'submitValuation'>, send: SendOptions = {}): Promise<ReplyOf<'submitValuation'>> =>
      callRoute(options, 'submitValuation', { body: withSite(input), ...send }),
    acceptOffer: (input: Sendable<'acceptOffer'>, send: SendOptions = {}): Promise<LeadReply> =>
      callRoute(options, 'acceptOffer', { body: withSite(input), ...send }),
    saveValuation: (input: Sendable<'saveMiscellaneous'>, send: SendOptions = {}): Promise<ReplyOf<'saveMiscellaneous'>> =>
      callRoute(options, 'saveMiscellaneous', { body: withSite(input), ...send }),

    // Vehicle page (spec 01 §7)
    /** null when the server answers not-ok (the count is then hidden); network failures still throw. */
    async getViews(slug: string, page: { photosCount?: number; updatedAt?: string } = {}): Promise<ViewsReply | null> {
      try {
        return await callRoute(options, 'carViews', {
          params: { slug },
          query: { ...site, photos_count: page.photosCount, updated_at: page.updatedAt },
        });
      } catch (error) {
        if (error instanceof PlatformApiError && error.kind === 'http') return null;
        throw error;
      }
    },
    getCarStatus: (slug: string): Promise<ReplyOf<'carStatus'>> => callRoute(options, 'carStatus', { params: { slug }, query: site }),
    /** The live status of a search page's cards in one request (at most 48 ids). */
    getCarStatuses: (ids: readonly number[]): Promise<ReplyOf<'carStatuses'>> => callRoute(options, 'carStatuses', { query: { ...site, ids: ids.join(',') } }),
    getAutogauge: (slug: string): Promise<ReplyOf<'carAutogauge'>> => callRoute(options, 'carAutogauge', { params: { slug }, query: site }),
    getFinanceDetails: (carId: number): Promise<FinanceDetailsReply> => callRoute(options, 'financeDetails', { params: { car_id: carId }, query: site }),
    getDeliveryPrice: (postcode: string, about: { carId?: number } = {}): Promise<ReplyOf<'deliveryPrice'>> =>
      callRoute(options, 'deliveryPrice', { query: { ...site, postcode, car_id: about.carId } }),
    getTestDriveAvailability: (about: { locationId?: number; carId?: number } = {}): Promise<TestDriveAvailabilityReply> =>
      callRoute(options, 'testDriveAvailability', { query: { ...site, location_id: about.locationId, car_id: about.carId } }),
    trackPhoneReveal: (input: Sendable<'trackPhoneReveal'>, send: SendOptions = {}): Promise<ReplyOf<'trackPhoneReveal'>> =>
      callRoute(options, 'trackPhoneReveal', { body: withSite(input), ...send }),
    /** For a plain <a download> link; the server names the file {slug}.pdf. */
    vehiclePdfUrl: (slug: string): string => routeUrl(options.baseUrl, 'carPdf', { slug }, site),
    downloadVehiclePdf: (slug: string): Promise<Blob> => callRoute(options, 'carPdf', { params: { slug }, query: site }),

    // Sign-in and watchlist
    requestSignInCode: (phone: string): Promise<ReplyOf<'requestSignInCode'>> => callRoute(options, 'requestSignInCode', { body: withSite({ phone }) }),
    verifySignInCode: (phone: string, code: string): Promise<ReplyOf<'verifySignInCode'>> =>
      callRoute(options, 'verifySignInCode', { body: withSite({ phone, code }) }),
    /** The signed-in user, or null for a visitor. */
    async getSession(): Promise<SignedInUser | null> {
      try {
        return (await callRoute(options, 'getSession', { query: site })).user;
      } catch (error) {
        if (error instanceof PlatformApiError && error.status === 401) return null;
        throw error;
      }
    },
    signOut: (): Promise<ReplyOf<'signOut'>> => callRoute(options, 'signOut', { body: site }),
    saveToWatchlist: (input: Sendable<'saveWatchlistCar'>): Promise<ReplyOf<'saveWatchlistCar'>> =>
      callRoute(options, 'saveWatchlistCar', { body: withSite(input) }),
    removeFromWatchlist: (input: Sendable<'removeWatchlistCar'>): Promise<ReplyOf<'removeWatchlistCar'>> =>
      callRoute(options, 'removeWatchlistCar', { body: withSite(input) }),
    listWatchlist: (): Promise<ReplyOf<'listWatchlist'>> => callRoute(options, 'listWatchlist', { query: site }),

    // Saved searches, alert email, account deletion
    saveSearch: (input: Sendable<'saveSearch'>): Promise<ReplyOf<'saveSearch'>> => callRoute(options, 'saveSearch', { body: withSite(input) }),
    listSavedSearches: (): Promise<ReplyOf<'listSavedSearches'>> => callRoute(options, 'listSavedSearches', { query: site }),
    removeSavedSearch: (id: string): Promise<ReplyOf<'removeSavedSearch'>> => callRoute(options, 'removeSavedSearch', { body: withSite({ id }) }),
    setAlertEmail: (email: string): Promise<ReplyOf<'setAlertEmail'>> => callRoute(options, 'setAlertEmail', { body: withSite({ email }) }),
    deleteAccount: (): Promise<ReplyOf<'deleteAccount'>> => callRoute(options, 'deleteAccount', { body: site }),

    // Reserve online
    createReservation: (input: Sendable<'createReservation'>, send: SendOptions = {}): Promise<CreateReservationReply> =>
      callRoute(options, 'createReservation', { body: withSite(input), ...send }),
    confirmReservation: (reservationId: string, paymentMethod: string, send: SendOptions = {}): Promise<ConfirmReservationReply> =>
      callRoute(options, 'confirmReservation', {
        params: { reservation_id: reservationId },
        body: withSite({ payment_method: paymentMethod }),
        ...send,
      }),
    /** Cancel (the reservation's email is the proof); a paid deposit is refunded. */
    cancelReservation: (reservationId: string, email: string, send: SendOptions = {}): Promise<ReplyOf<'cancelReservation'>> =>
      callRoute(options, 'cancelReservation', { params: { reservation_id: reservationId }, body: withSite({ email }), ...send }),

    // Online purchase journey (/checkout-journey)
    startPurchaseJourney: (input: Sendable<'startPurchaseJourney'>, send: SendOptions = {}): Promise<ReplyOf<'startPurchaseJourney'>> =>
      callRoute(options, 'startPurchaseJourney', { body: withSite(input), ...send }),
    submitPurchaseStep: (journeyId: string, input: PurchaseStepInput, send: SendOptions = {}): Promise<ReplyOf<'submitPurchaseStep'>> =>
      callRoute(options, 'submitPurchaseStep', { params: { journey_id: journeyId }, body: { ...input, website_id: websiteId }, ...send }),
    /** The saved journey of a car (by id and resume token, or the signed-in shopper's), or null when there is none. */
    resumePurchaseJourney: async (about: { carId: number; journeyId?: string; token?: string }): Promise<ReplyOf<'resumePurchaseJourney'> | null> => {
      const query = {
        ...site,
        car_id: about.carId,
        ...(about.journeyId ? { journey_id: about.journeyId } : {}),
        ...(about.token ? { token: about.token } : {}),
      };
      try {
        return await callRoute(options, 'resumePurchaseJourney', { query });
      } catch (error) {
        if (error instanceof PlatformApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
