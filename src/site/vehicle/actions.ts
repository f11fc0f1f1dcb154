import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable, isReservable, tradeInAllowed } from '../../domain/availability.ts';
import { callButtonPhone, telHref } from '../../domain/phone.ts';
import { canBuyOnline } from '../../domain/purchase-journey/can-buy-online.ts';
import { vehicleCheckoutPath } from '../routes.ts';

/**
 * The vehicle page actions (spec 02 §2 "Vehicle page actions", §4; spec 01 §5 "Button visibility")
 * and the routes they lead to. The routes are fixed: the leads issue builds the pages behind them.
 */

export type VehicleActionId = 'call' | 'enquire' | 'instant-message' | 'finance' | 'trade-in' | 'test-drive' | 'reserve' | 'online-purchase' | 'history-report';

export interface VehicleAction {
  id: VehicleActionId;
  label: string;
  href: string;
  /** The page's main call to action gets the filled button style. */
  emphasis: 'primary' | 'secondary';
  /** Analytics event sent on click (25: call click). */
  eventId?: number;
  /** Opens the dealer's chat when one is on the page; the href is the no-chat fallback. */
  opensChat?: boolean;
  /** Leaves the dealer's pages (a history report file). */
  external?: boolean;
  /** Offers a reservation (Reserve, Online Purchase): withdrawn when live status says sold or reserved. */
  offersReservation?: boolean;
}

type RouteFields = Pick<Vehicle, 'id' | 'slug'>;
type RouteConfig = Pick<SiteConfig, 'experience'>;

/** Every vehicle route in one place, so no button spells a route its own way. */
export function vehicleRoutes(vehicle: RouteFields, config: RouteConfig) {
  const id = encodeURIComponent(String(vehicle.id));
  return {
    enquire: `/enquire?car_id=${id}`,
    finance: `/finance-enquiry?car_id=${id}`,
    tradeIn: `/cars/trade-in?car_id=${id}`,
    testDrive: `/book-test-drive?car_id=${id}`,
    reserve: vehicleCheckoutPath(vehicle.slug, config.experience.checkoutPath),
    onlinePurchase: `/checkout-journey?car_id=${encodeURIComponent(vehicle.slug)}`,
    requestPhotos: `/enquire?car_id=${id}&type=request-photos`,
    findSimilar: `/enquire?car_id=${id}&type=find-similar`,
  };
}

type ActionConfig = Pick<SiteConfig, 'features' | 'integrations' | 'phones' | 'experience' | 'phone' | 'texts'>;

/** The number behind Call: the spec's phone choice, then the dealer's main number as a last resort. */
export function vehiclePhone(vehicle: Vehicle, config: Pick<SiteConfig, 'phones' | 'phone'>): string | undefined {
  return callButtonPhone(vehicle, config.phones) ?? (config.phone?.trim() || undefined);
}

/** Chat replaces Enquire when the dealer has a chat bot and a token and the car is reservable. */
export function chatReplacesEnquire(vehicle: Vehicle, config: ActionConfig): boolean {
  const chat = config.integrations.chat;
  return config.features.chat && chat.autobot && Boolean(chat.podiumToken) && isReservable(vehicle, { reserveEnabled: config.features.reserve });
}

/**
 * The sidebar buttons in the order shown. A car that is not available gets none: the sidebar shows
 * SOLD and Find Me Something Similar instead.
 */
export function vehicleActions(vehicle: Vehicle, config: ActionConfig, options: { financeEligible: boolean }): VehicleAction[] {
  if (!isAvailable(vehicle)) return [];
  const { features } = config;
  const routes = vehicleRoutes(vehicle, config);
  const actions: VehicleAction[] = [];
  const phone = vehiclePhone(vehicle, config);
  if (phone) actions.push({ id: 'call', label: 'Call', href: telHref(phone), emphasis: 'secondary', eventId: 25 });
  if (chatReplacesEnquire(vehicle, config)) {
    actions.push({ id: 'instant-message', label: 'Instant Message', href: routes.enquire, emphasis: 'primary', opensChat: true });
  } else {
    actions.push({ id: 'enquire', label: 'Enquire', href: routes.enquire, emphasis: 'primary' });
  }
  if (features.finance) {
    const label = options.financeEligible ? config.texts.financeButton : 'Finance Enquiry';
    actions.push({ id: 'finance', label, href: routes.finance, emphasis: 'secondary' });
  }
  if (features.tradeIn && tradeInAllowed(vehicle, { valuationIntegration: config.integrations.valuation })) {
    actions.push({ id: 'trade-in', label: 'Trade-In Valuation', href: routes.tradeIn, emphasis: 'secondary' });
  }
  if (features.testDrive) actions.push({ id: 'test-drive', label: 'Test Drive', href: routes.testDrive, emphasis: 'secondary' });
  if (isReservable(vehicle, { reserveEnabled: features.reserve })) {
    actions.push({ id: 'reserve', label: 'Reserve Car Now', href: routes.reserve, emphasis: 'primary', offersReservation: true });
  }
  // Only where the journey exists: a platform API, and a car that is free and priced (domain/purchase-journey).
  if (
    canBuyOnline(vehicle, { onlinePurchase: features.onlinePurchase, reserve: features.reserve, platformApi: config.integrations.platformApi.baseUrl !== null })
  ) {
    actions.push({ id: 'online-purchase', label: 'Online Purchase', href: routes.onlinePurchase, emphasis: 'secondary', offersReservation: true });
  }
  const file = vehicle.file?.trim();
  if (features.carHistoryReport && file) {
    actions.push({ id: 'history-report', label: 'Car History Report', href: file, emphasis: 'secondary', external: true });
  }
  return actions;
}
