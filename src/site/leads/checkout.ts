import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isReservable } from '../../domain/availability.ts';
import { formatAud } from '../../domain/format.ts';
import { carSummaryOf } from '../../forms/car-summary-of.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { privacyOf } from './form-props.ts';

/**
 * Reserve online (spec 02 §4 "Reservation", §9): a refundable deposit holds a car. A checkout page
 * exists for each car that is reservable at build time; the island asks the API again on load,
 * since a car can be sold or reserved after the build.
 */
export function reservableVehicles(bundle: TenantBundle): Vehicle[] {
  if (!bundle.config.features.reserve || !bundle.config.integrations.platformApi.baseUrl) return [];
  const listed = new Set(bundle.listedSlugs);
  return bundle.vehicles.filter((vehicle) => listed.has(vehicle.slug) && isReservable(vehicle, { reserveEnabled: true }));
}

export function checkoutProps(bundle: TenantBundle, vehicle: Vehicle) {
  const { experience, integrations, id, timeZone } = bundle.config;
  const deposit = experience.reservationDeposit;
  const hours = experience.reservationHoldHours;
  return {
    // Checkout pages exist only for dealers with a platform API (see reservableVehicles).
    site: { websiteId: id, apiBaseUrl: integrations.platformApi.baseUrl ?? '' },
    car: carSummaryOf(vehicle, bundle.config, new Date(bundle.clock)),
    deposit,
    holdHours: hours,
    timeZone,
    acceptedCards: experience.acceptedCards,
    /** APP 5 collection notice at the point of submission, as on every lead form. */
    privacy: privacyOf(bundle.config),
    /** spec 02 §1: "a reservation deposit of $200 holds a car for 48 hours and is 100% refundable". */
    promise: `A ${formatAud(deposit)} deposit holds this car for ${hours} hours and is 100% refundable.`,
  };
}
