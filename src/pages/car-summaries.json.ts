import type { APIRoute } from 'astro';
import { carSummaryOf } from '../forms/car-summary-of.ts';
import { currentTenant } from '../tenant/current.ts';

/**
 * Every car of this dealer in the small shape lead pages need: /enquire?car_id=, /book-test-drive,
 * /cars/trade-in, /checkout-journey, /compare and /my-garage find their cars here.
 */
export const GET: APIRoute = () => {
  const { config, vehicles, clock } = currentTenant();
  const now = new Date(clock);
  const cars = vehicles.map((vehicle) => carSummaryOf(vehicle, config, now));
  return new Response(JSON.stringify({ cars }), { headers: { 'Content-Type': 'application/json' } });
};
