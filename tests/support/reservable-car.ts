import type { DemoBundle, TestApi } from './platform-api.ts';

type DemoVehicle = DemoBundle['vehicles'][number];

/**
 * A listed, in-stock car that nobody has reserved in this worker's API yet. Each Playwright worker
 * keeps one database for all its tests, so "the first unreserved car in the snapshot" may already be
 * held or sold by an earlier test in the same worker (a reservation spec's retry-only flake).
 */
export function reservableCar(api: TestApi, bundle: DemoBundle, extra: (vehicle: DemoVehicle) => boolean = () => true): DemoVehicle | undefined {
  const listed = new Set(bundle.listedSlugs);
  const touched = new Set(
    (
      api.server.storage.sqlite!.prepare('SELECT DISTINCT car_id FROM reservations WHERE website_id = ?').all(bundle.config.id) as Array<{ car_id: number }>
    ).map((row) => row.car_id),
  );
  return bundle.vehicles.find((v) => listed.has(v.slug) && v.status === 'in_stock' && !v.reserved && v.price > 0 && !touched.has(v.id) && extra(v));
}
