import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $compare, COMPARE_LIMIT, loadCompare, setCompare, toggleCompare } from '../../stores/compare.ts';
import { $favourites, loadFavourites } from '../../stores/favourites.ts';
import { carsOf, useCarSummaries } from './use-car-summaries.ts';

/**
 * /compare: up to three cars side by side. The choice comes from `?ids=1,2,3` (a shared link), else
 * the stored choice, else the first three saved cars.
 */
export function useCompare() {
  const cars = useCarSummaries();
  const chosen = useStore($compare);
  const favourites = useStore($favourites);
  const [full, setFull] = useState(false);

  useEffect(() => {
    loadFavourites();
    loadCompare();
    const fromLink = (new URLSearchParams(location.search).get('ids') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    if (fromLink.length > 0) setCompare(fromLink);
    else if ($compare.get().length === 0) setCompare($favourites.get().slice(0, COMPARE_LIMIT));
  }, []);

  return {
    loaded: cars !== null,
    compared: carsOf(chosen, cars),
    candidates: carsOf([...new Set([...chosen, ...favourites])], cars),
    chosen,
    full,
    toggle(id: number) {
      setFull(toggleCompare(id).full);
    },
  };
}
