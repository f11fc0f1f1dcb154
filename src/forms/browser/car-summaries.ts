import { findCar, type CarSummary } from '../car-summary.ts';

/** The dealer's car summaries (/car-summaries.json, written at build time), fetched once per page. */

export const CAR_SUMMARIES_PATH = '/car-summaries.json';

let loading: Promise<CarSummary[]> | null = null;

export function loadCarSummaries(): Promise<CarSummary[]> {
  loading ??= fetch(CAR_SUMMARIES_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<{ cars: CarSummary[] }>) : { cars: [] }))
    .then((file) => file.cars)
    .catch((error: unknown) => {
      console.warn('Car details could not be loaded', error);
      loading = null;
      return [];
    });
  return loading;
}

/** The car named by `?car_id=` (an id, or a slug on /checkout-journey), if this dealer has it. */
export async function carFromQuery(search = location.search): Promise<CarSummary | undefined> {
  const carId = new URLSearchParams(search).get('car_id');
  if (!carId) return undefined;
  return findCar(await loadCarSummaries(), carId);
}
