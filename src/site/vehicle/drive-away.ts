import { z } from 'zod';
import type { SiteConfig } from '../../config/site.ts';
import { OnRoadRatesSchema, type OnRoadRates } from '../../data/schemas/on-road-rates.ts';
import { AU_STATES, type AuState } from '../../domain/on-road/kinds.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import { formatIsoDate } from '../../domain/format.ts';
import { driveAwayEstimate, type DriveAwayEstimate } from '../../domain/on-road/estimate.ts';
import { estimateView, type EstimateView } from '../../domain/on-road/estimate-view.ts';
import { ON_ROAD_RATES } from '../../domain/on-road/rates.ts';
import { onRoadFacts, type OnRoadFacts } from '../../domain/on-road/vehicle-facts.ts';
import { MIN_SHOWN_PRICE, salePrice } from '../../domain/price-display.ts';
import { wallClock } from '../../domain/zoned-time.ts';

/** What the browser needs to estimate for another state (the block's data-drive-away attribute). */
export interface DriveAwayBrowserInput {
  price: number;
  deliveryCharge: number;
  facts: OnRoadFacts;
  defaultState: AuState;
  /** The dealer's time zone: the browser picks the figures in force on the dealer's calendar day. */
  timeZone: string;
}

export interface DriveAwayBlock {
  input: DriveAwayBrowserInput;
  estimate: DriveAwayEstimate;
  view: EstimateView;
  states: Array<{ code: AuState; name: string }>;
  /** '25 November 2026' */
  checked: string;
  basis: string;
}

let validated: OnRoadRates | undefined;

/** The rate file, validated once per build: a mistake in it fails the build, naming the field. */
export function validatedOnRoadRates(): OnRoadRates {
  if (!validated) {
    const result = OnRoadRatesSchema.safeParse(ON_ROAD_RATES);
    if (!result.success) throw new Error(`src/data/on-road-rates.json is invalid:\n${z.prettifyError(result.error)}`);
    validated = result.data;
  }
  return validated;
}

/** Matching ignores case and spacing: feeds write 'Excl. Govt. Charges' and 'excl. govt charges'. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

/** The car gets the estimate: its price type is one the dealer lists, or the dealer picked the car. */
export function driveAwayShown(vehicle: Pick<Vehicle, 'status' | 'price' | 'offer_price' | 'price_type' | 'stocknum'>, config: SiteConfig): boolean {
  const settings = config.driveAway;
  if (!settings.enabled || !isAvailable(vehicle)) return false;
  const price = salePrice(vehicle);
  if (price === undefined || price <= MIN_SHOWN_PRICE) return false;
  const type = vehicle.price_type ? normalise(vehicle.price_type) : '';
  const listedType = type !== '' && settings.priceTypes.some((listed) => normalise(listed) === type);
  const picked = vehicle.stocknum !== undefined && vehicle.stocknum !== null && settings.stockNumbers.includes(vehicle.stocknum);
  return listedType || picked;
}

/** The state the estimate starts in: the state of the location holding the car, else the dealer's. */
export function estimateState(vehicle: Pick<Vehicle, 'location' | 'state'>, config: SiteConfig): AuState {
  const candidates = [vehicle.location?.address?.state, vehicle.state].map((s) => s?.trim().toUpperCase());
  return (candidates.find((s): s is AuState => AU_STATES.includes(s as AuState)) ?? config.address.state) as AuState;
}

export function vehicleDriveAway(vehicle: Vehicle, config: SiteConfig, now: Date): DriveAwayBlock | undefined {
  if (!driveAwayShown(vehicle, config)) return undefined;
  const rates = validatedOnRoadRates();
  const defaultState = estimateState(vehicle, config);
  const input: DriveAwayBrowserInput = {
    price: salePrice(vehicle)!,
    deliveryCharge: config.driveAway.deliveryCharge[vehicle.car_type],
    facts: onRoadFacts(vehicle, defaultState),
    defaultState,
    timeZone: config.timeZone,
  };
  const on = wallClock(now, config.timeZone).isoDate;
  const estimate = driveAwayEstimate({ rates, state: input.defaultState, price: input.price, deliveryCharge: input.deliveryCharge, facts: input.facts, on });
  return {
    input,
    estimate,
    view: estimateView(estimate),
    states: AU_STATES.map((code) => ({ code, name: rates.states[code].name })),
    checked: formatIsoDate(rates.checked),
    basis: rates.basis,
  };
}
