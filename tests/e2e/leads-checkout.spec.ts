import { demoSite, expect, test, type DemoSite } from '../support/platform-api.ts';
import { reservableCar } from '../support/reservable-car.ts';

/** Reserve online with the test payment provider (spec 02 §4 "Reservation", §9). */

const nissan = demoSite('harbour-city-nissan');

function needsReservations(site: DemoSite | undefined): asserts site is DemoSite {
  test.skip(!site?.apiBaseUrl || !site.bundle.config.features.reserve, 'needs a dealer taking reservations with an API');
}

test('a $200 deposit with the test card reserves the car; the API answers reserved at once', async ({ page, api }) => {
  needsReservations(nissan);
  const car = reservableCar(api, nissan.bundle)!;
  const path = `/cars/${car.slug}/${nissan.bundle.config.experience.checkoutPath}`;
  await page.goto(`${nissan.origin}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve the ${car.name}`);
  await expect(page.getByText('A $200 deposit holds this car for 48 hours and is 100% refundable.')).toBeVisible();
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'details');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Pat Buyer');
  await page.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412 999 888');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page.getByTestId('checkout-done')).toContainText('held for you until');

  const reservation = api.server.storage
    .sqlite!.prepare('SELECT status, amount_cents, name, car_id FROM reservations WHERE car_id = ? AND status = ?')
    .get(car.id, 'confirmed');
  expect(reservation).toMatchObject({ status: 'confirmed', amount_cents: 20000, name: 'Pat Buyer' });
  const live = await (await fetch(`${api.url}/cars/${car.slug}/status?website_id=${nissan.bundle.config.id}`)).json();
  expect(live).toMatchObject({ reserved: true, available: false });

  await page.reload();
  await expect(page.getByTestId('checkout-unavailable')).toContainText('no longer available to reserve');
});
