import type { APIRoute } from 'astro';
import { currentTenant } from '../../tenant/current.ts';
import { journeyCarOf, purchasableVehicles } from '../../site/leads/purchase-journey.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';

/** /checkout-journey/{slug}.json: what the purchase journey shows about one car (its price, inclusions, finance offer, yard). */
export function getStaticPaths() {
  return purchasableVehicles(currentTenant()).map((vehicle) => ({ params: { slug: vehicle.slug }, props: { vehicle } }));
}

export const GET: APIRoute = ({ props }) => {
  const car = journeyCarOf((props as { vehicle: Vehicle }).vehicle, currentTenant());
  return new Response(JSON.stringify(car), { headers: { 'Content-Type': 'application/json' } });
};
