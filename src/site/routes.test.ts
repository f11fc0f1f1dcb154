import { describe, expect, it } from 'vitest';
import { paths, vehicleCheckoutPath, vehiclePath, vehicleUrl } from './routes.ts';

describe('vehicle routes', () => {
  it('the vehicle page lives at /cars/{slug}', () => {
    expect(vehiclePath('2021-toyota-corolla-ascent-sport-42')).toBe('/cars/2021-toyota-corolla-ascent-sport-42');
    expect(paths.vehicle('x')).toBe(vehiclePath('x'));
  });

  it("the checkout is under the vehicle page, named as the dealer's setting says", () => {
    expect(vehicleCheckoutPath('corolla-42', 'checkout')).toBe('/cars/corolla-42/checkout');
    expect(vehicleCheckoutPath('corolla-42', 'buy-online')).toBe('/cars/corolla-42/buy-online');
  });

  it("an absolute URL on the dealer's site, with or without its trailing slash", () => {
    expect(vehicleUrl('https://dealer.example', 'corolla-42')).toBe('https://dealer.example/cars/corolla-42');
    expect(vehicleUrl('https://dealer.example/', 'corolla-42')).toBe('https://dealer.example/cars/corolla-42');
  });
});
