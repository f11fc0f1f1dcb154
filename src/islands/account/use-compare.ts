import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CarSummary } from '../../forms/car-summary.ts';
import { vehiclePath } from '../../site/routes.ts';
import { compare } from '../../stores/compare.ts';
import { $favourites, loadFavourites } from '../../stores/favourites.ts';
import type { ComparedCar } from '../compare/compare-controller.ts';
import { carsOf, useCarSummaries } from './use-car-summaries.ts';

const comparedCar = (car: CarSummary): ComparedCar => ({ id: car.id, name: car.name, href: vehiclePath(car.slug) });

/**
 * /compare: up to three cars side by side, from the compare list the cards' toggles keep. A shared
 * link (`?ids=1,2,3`) replaces it, and an empty list starts from the first three saved cars; either
 * is written once the dealer's cars are known, so the tray elsewhere can name them.
 */
export function useCompare() {
  const cars = useCarSummaries();
  const { cars: chosenCars, full } = useStore(compare.$state);
  const favourites = useStore($favourites);
  const [start, setStart] = useState<number[] | null>(null);

  useEffect(() => {
    loadFavourites();
    compare.load();
    const fromLink = (new URLSearchParams(location.search).get('ids') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    if (fromLink.length > 0) setStart(fromLink);
    else if (compare.$state.get().cars.length === 0) setStart($favourites.get().slice(0, compare.limit));
  }, []);

  useEffect(() => {
    if (!cars || start === null) return;
    compare.set(carsOf(start, cars).map(comparedCar));
    setStart(null);
  }, [cars, start]);

  const chosen = chosenCars.map((car) => car.id);
  return {
    loaded: cars !== null && start === null,
    compared: carsOf(chosen, cars),
    candidates: carsOf([...new Set([...chosen, ...favourites])], cars),
    chosen,
    full,
    limit: compare.limit,
    toggle(id: number) {
      const car = cars?.get(id);
      if (car) compare.toggle(comparedCar(car));
    },
    clear() {
      compare.clear();
    },
  };
}
