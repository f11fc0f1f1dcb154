import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { isAvailable, isReservable } from '../../src/domain/availability.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { fakePlatformApi } from '../support/fake-platform-api.ts';
import { pickVehicle } from '../support/pick-vehicle.ts';

/**
 * Everything on a vehicle page that offers a reservation — Reserve Car Now, the Reserve Online tab,
 * the "Reserve online with a $200 …" point of Why Buy From Us?, Online Purchase — follows the Reserve
 * button's rule (src/domain/availability.ts isReservable): in the built HTML of sold and reserved cars,
 * and after live status says a car was sold or reserved since the build. Phone.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const OFFER_POINT = /Reserve online with a .* fully refundable deposit/;
const reserving = (b: TenantBundle) => b.config.features.reserve;

async function expectNoReservationOffer(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveCount(0);
  await expect(page.locator('#panel-reserve')).toHaveCount(0);
  await expect(page.getByText(OFFER_POINT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Online Purchase' })).toHaveCount(0);
}

const cases: Array<[string, (v: Vehicle, b: TenantBundle) => boolean]> = [
  ['a sold car', (v, b) => reserving(b) && b.listedSlugs.includes(v.slug) && !isAvailable(v)],
  ['a reserved car', (v, b) => reserving(b) && b.listedSlugs.includes(v.slug) && isAvailable(v) && v.reserved],
];
for (const [name, predicate] of cases) {
  test(`${name}: the built page offers no reservation anywhere`, async ({ page }) => {
    const found = pickVehicle(predicate);
    test.skip(!found, `no ${name} at a dealer that takes reservations`);
    const { site, vehicle } = found!;
    await page.goto(`${site.origin}/cars/${vehicle.slug}`);
    await expect(page.getByRole('tab', { name: 'Dealer Comments' })).toBeVisible();
    await expectNoReservationOffer(page);
  });
}

test('a reservable car offers it in the button, the tab and Why Buy From Us?', async ({ page }) => {
  const found = pickVehicle((v, b) => reserving(b) && b.listedSlugs.includes(v.slug) && isReservable(v, { reserveEnabled: true }));
  test.skip(!found, 'no reservable car');
  const { site, vehicle } = found!;
  await page.goto(`${site.origin}/cars/${vehicle.slug}`);
  await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Reserve Car Now' })).toBeVisible();
  await page.getByRole('tab', { name: 'Why Buy From Us?' }).tap();
  await expect(page.getByRole('tabpanel')).toContainText(OFFER_POINT);
  await page.getByRole('tab', { name: 'Reserve Online' }).tap();
  await expect(page.getByRole('tabpanel')).toContainText('deposit holds this car');
});

for (const [change, live] of [
  ['sold', { status: 'sold', reserved: false }],
  ['reserved', { status: 'in_stock', reserved: true }],
] as const) {
  test(`${change} after the build: live status takes every reservation offer off the page, the open tab too`, async ({ page }) => {
    const found = pickVehicle((v, b) => reserving(b) && b.listedSlugs.includes(v.slug) && isReservable(v, { reserveEnabled: true }));
    test.skip(!found, 'no reservable car');
    const { site, bundle, vehicle } = found!;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fields = {
      id: vehicle.id,
      slug: vehicle.slug,
      reserved_until: null,
      available: live.status !== 'sold',
      price: vehicle.price,
      photos_count: vehicle.images.length,
      updated_at: null,
      ...live,
    };
    await fakePlatformApi(page, bundle.config.integrations.platformApi.baseUrl!, ({ pathname }) =>
      pathname.endsWith('/status') ? { json: fields } : undefined,
    );
    // The reply waits until the shopper has the Reserve Online tab open (registered last, so asked first).
    await page.route(
      (url) => url.pathname.endsWith(`/cars/${vehicle.slug}/view.json`),
      async (route) => {
        await answered;
        await route.fulfill({ json: { views: 3, car_fields: { ...fields, changed: false } } });
      },
    );
    await page.goto(`${site.origin}/cars/${vehicle.slug}`);
    await page.getByRole('tab', { name: 'Reserve Online' }).tap();
    await expect(page.getByRole('tabpanel')).toContainText('deposit holds this car');
    await page.mouse.wheel(0, 200);
    answer();
    await expect(page.locator('.vehicle-views')).toContainText('3 views');
    await expectNoReservationOffer(page);
    // Another tab is open in its place.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Dealer Comments');
    await expect(page.getByTestId('dealer-comments')).toBeVisible();
  });
}
