/**
 * Where a lead goes at a group: its dealership and its location must belong together, and a car's
 * lead goes to the car's own dealership. One rule for the form (which locations a dealership offers)
 * and for the platform API (which pairs it refuses), so the two can never disagree.
 */

export interface PlaceDealership {
  id: number;
  slug: string;
  name: string;
}

export interface PlaceLocation {
  id: number;
  name: string;
  dealership_slug?: string | null | undefined;
}

export interface PlaceConflict {
  field: 'dealership_slug' | 'location_id';
  message: string;
}

/** The locations of one dealership; every location when no dealership is chosen (or none is recorded). */
export function locationsOfDealership<T extends PlaceLocation>(locations: readonly T[], dealershipSlug: string | undefined): T[] {
  if (!dealershipSlug) return [...locations];
  return locations.filter((location) => !location.dealership_slug || location.dealership_slug === dealershipSlug);
}

export interface LeadPlace {
  dealershipSlug?: string | null | undefined;
  locationId?: number | null | undefined;
  /** The car's own dealership (stock `dealership_id`), when the lead is about a car. */
  carDealershipId?: number | null | undefined;
}

/**
 * Why a lead's dealership, location and car cannot all be true, or null when they fit.
 * A site without dealerships listed accepts any slug (nothing to check against).
 */
export function leadPlaceConflict(
  site: { dealerships: readonly PlaceDealership[]; locations: readonly PlaceLocation[] },
  lead: LeadPlace,
): PlaceConflict | null {
  const slug = lead.dealershipSlug ?? undefined;
  const dealership = slug ? site.dealerships.find((candidate) => candidate.slug === slug) : undefined;
  if (slug && site.dealerships.length > 0 && !dealership) {
    return { field: 'dealership_slug', message: 'Unknown dealership for this website.' };
  }
  const location = lead.locationId != null ? site.locations.find((candidate) => candidate.id === lead.locationId) : undefined;
  if (dealership && location?.dealership_slug && location.dealership_slug !== dealership.slug) {
    const owner = site.dealerships.find((candidate) => candidate.slug === location.dealership_slug);
    return {
      field: 'location_id',
      message: `${location.name} is part of ${owner?.name ?? 'another dealership'}, not ${dealership.name}. Please choose one of ${dealership.name}'s locations.`,
    };
  }
  const carDealership = lead.carDealershipId != null ? site.dealerships.find((candidate) => candidate.id === lead.carDealershipId) : undefined;
  if (dealership && carDealership && carDealership.slug !== dealership.slug) {
    return { field: 'dealership_slug', message: `This car is sold by ${carDealership.name}.` };
  }
  return null;
}
