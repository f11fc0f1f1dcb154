import { describe, expect, it } from 'vitest';
import { leadPlaceConflict, locationsOfDealership } from './lead-place.ts';

const dealerships = [
  { id: 2230, slug: 'southern-cross-chery', name: 'Southern Cross Chery' },
  { id: 2240, slug: 'southern-cross-ford', name: 'Southern Cross Ford' },
];
const locations = [
  { id: 2231, name: 'Southern Cross Chery Toowoomba', dealership_slug: 'southern-cross-chery' },
  { id: 2241, name: 'Southern Cross Ford Parramatta', dealership_slug: 'southern-cross-ford' },
  { id: 2242, name: 'Southern Cross Ford Penrith', dealership_slug: 'southern-cross-ford' },
];
const site = { dealerships, locations };

describe('locationsOfDealership', () => {
  it('offers only the chosen dealership’s locations', () => {
    expect(locationsOfDealership(locations, 'southern-cross-ford').map((l) => l.id)).toEqual([2241, 2242]);
  });
  it('offers every location before a dealership is chosen', () => {
    expect(locationsOfDealership(locations, undefined)).toHaveLength(3);
  });
});

describe('leadPlaceConflict', () => {
  it('accepts a location of the chosen dealership', () => {
    expect(leadPlaceConflict(site, { dealershipSlug: 'southern-cross-ford', locationId: 2242 })).toBeNull();
  });
  it('refuses Chery with Ford Penrith on the location field', () => {
    expect(leadPlaceConflict(site, { dealershipSlug: 'southern-cross-chery', locationId: 2242 })).toEqual({
      field: 'location_id',
      message: expect.stringContaining('Southern Cross Ford Penrith is part of Southern Cross Ford, not Southern Cross Chery'),
    });
  });
  it('refuses a dealership the site does not have', () => {
    expect(leadPlaceConflict(site, { dealershipSlug: 'someone-else' })?.field).toBe('dealership_slug');
  });
  it('refuses a dealership other than the car’s own', () => {
    expect(leadPlaceConflict(site, { dealershipSlug: 'southern-cross-chery', carDealershipId: 2240 })).toEqual({
      field: 'dealership_slug',
      message: 'This car is sold by Southern Cross Ford.',
    });
  });
  it('accepts a lead that names only a location or only a car', () => {
    expect(leadPlaceConflict(site, { locationId: 2231 })).toBeNull();
    expect(leadPlaceConflict(site, { carDealershipId: 2240 })).toBeNull();
  });
});
