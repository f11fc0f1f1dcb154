import { useEffect, useState } from 'react';
import { loadCarSummaries } from '../../forms/browser/car-summaries.ts';
import type { CarSummary } from '../../forms/car-summary.ts';

/** The dealer's car summaries as a map by id; null until loaded. */
export function useCarSummaries(): Map<number, CarSummary> | null {
  const [cars, setCars] = useState<Map<number, CarSummary> | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadCarSummaries().then((list) => {
      if (!cancelled) setCars(new Map(list.map((car) => [car.id, car])));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return cars;
}

/** The cars of `ids` this dealer still has, in the order given (a car gone from stock drops out). */
export function carsOf(ids: readonly number[], cars: Map<number, CarSummary> | null): CarSummary[] {
  if (!cars) return [];
  return ids.map((id) => cars.get(id)).filter((car): car is CarSummary => car !== undefined);
}
