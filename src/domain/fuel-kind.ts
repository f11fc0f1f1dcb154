import type { Vehicle } from '../data/schemas/vehicle.ts';

/**
 * Electric, hybrid or combustion, from the feed's free-text fuel fields.
 * Feeds write "Electric", "EV", "Hybrid", "Petrol/Electric", "Plug-in Hybrid"…: a fuel that mentions
 * electricity next to petrol or diesel is a hybrid, not an electric car.
 */
export type FuelKind = 'electric' | 'hybrid' | 'combustion';

export function fuelKind(vehicle: Pick<Vehicle, 'simple_fuel' | 'fuel'>): FuelKind {
  const text = `${vehicle.simple_fuel ?? ''} ${vehicle.fuel ?? ''}`.toLowerCase();
  if (/hybrid|phev/.test(text)) return 'hybrid';
  const electric = /electric|\bb?ev\b/.test(text);
  if (electric && /petrol|diesel|unleaded|lpg/.test(text)) return 'hybrid';
  return electric ? 'electric' : 'combustion';
}
