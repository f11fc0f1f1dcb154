import type { VehicleMatch } from '../../data/schemas/on-road-rates.ts';
import { ASSUMED_CYLINDERS, type OnRoadFacts } from './vehicle-facts.ts';

/** Whether a rule's `when` holds for the car (every condition given must hold). */
export function matchesVehicle(when: VehicleMatch | undefined, facts: OnRoadFacts, value: number): boolean {
  if (!when) return true;
  if (when.fuel && !when.fuel.includes(facts.fuel)) return false;
  if (when.condition && !when.condition.includes(facts.condition)) return false;
  if (when.co2Min !== undefined && (facts.co2 === null || facts.co2 < when.co2Min)) return false;
  if (when.co2Max !== undefined && (facts.co2 === null || facts.co2 > when.co2Max)) return false;
  const cylinders = facts.cylinders ?? ASSUMED_CYLINDERS;
  if (when.cylindersMin !== undefined && cylinders < when.cylindersMin) return false;
  if (when.cylindersMax !== undefined && cylinders > when.cylindersMax) return false;
  if (when.valueMax !== undefined && value > when.valueMax) return false;
  return true;
}

/** Whether a dated figure applies on `isoDate` (YYYY-MM-DD compare as text). */
export function inForce(figure: { from: string; until?: string | undefined }, isoDate: string): boolean {
  return figure.from <= isoDate && (figure.until === undefined || isoDate <= figure.until);
}
