import type { Page } from '@playwright/test';
import { demoSite, expect, test, type DemoSite } from '../support/platform-api.ts';

/**
 * The online purchase journey (/checkout-journey?car_id={slug}): price → trade-in → finance
 * → deposit through the payment port → delivery or pick-up → summary, each step saved on one lead.
 * Walked in Chromium against the built dealer and the real reference API, with the dealer inbox read back.
 */

const nissan = demoSite('harbour-city-nissan');
// The worker's API reads the dealer's inbox key from its environment, under the name derived from its website id.
const INBOX_KEY = 'e2e-harbour-city-nissan-inbox-key-0123456789';
process.env.FORECOURT_1101_INBOX_KEY = INBOX_KEY;

interface JourneyCar {
  slug: string;
  id: number;
  name: string;
  priceText: string;
  tradeIn: boolean;
  finance?: { weeklyText: string };
  pickup: { name: string };
}

function needsOnlinePurchase(site: DemoSite | undefined): asserts site is DemoSite {
  test.skip(!site?.apiBaseUrl || !site.bundle.config.features.onlinePurchase, 'needs a dealer selling online with an API');
}

/** Cars the build made journey files for, with a finance offer; `skip` of them passed over (one car per test). */
async function purchasableCar(site: DemoSite, skip: number): Promise<JourneyCar> {
  const listed = new Set(site.bundle.listedSlugs);
  const found: JourneyCar[] = [];
  for (const vehicle of site.bundle.vehicles) {
    if (!listed.has(vehicle.slug) || vehicle.status !== 'in_stock' || vehicle.reserved) continue;
    const response = await fetch(`${site.origin}/checkout-journey/${vehicle.slug}.json`);
    if (!response.ok) continue;
    const car = (await response.json()) as JourneyCar;
    if (car.finance && car.tradeIn) found.push(car);
    if (found.length > skip) return found[skip]!;
  }
  throw new Error('no purchasable car with a finance offer');
}

async function heading(page: Page, name: string) {
  const h2 = page.getByRole('heading', { level: 2, name });
  await expect(h2).toBeVisible();
  return h2;
}

test('walks every step, resumes after a reload, pays the deposit with the test card; the inbox holds the lead and each step', async ({ page, api }) => {
  needsOnlinePurchase(nissan);
  await page.clock.setFixedTime(new Date((nissan.bundle as unknown as { clock: string }).clock));
  const car = await purchasableCar(nissan, 0);

  // The vehicle page's figures are the journey's.
  await page.goto(`${nissan.origin}/cars/${car.slug}`);
  await expect(page.getByTestId('vehicle-price').locator('.price')).toHaveText(car.priceText);
  await expect(page.getByTestId('finance-estimate')).toContainText(car.finance!.weeklyText);
  await page.getByRole('link', { name: 'Online Purchase' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout-journey/?\\?car_id=${car.slug}`));

  // 1. Price confirmation.
  await heading(page, 'Confirm the price');
  await expect(page.getByTestId('journey-price')).toHaveText(car.priceText);
  await expect(page.getByTestId('purchase-availability')).toContainText('Available now');
  await page.getByRole('button', { name: `Confirm ${car.priceText} and continue` }).click();
  // Errors are announced (an alert listing each field) and linked to their fields.
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:');
  await expect(page.getByRole('link', { name: 'First name: Please enter your name.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Buyer');
  await page.getByRole('textbox', { name: 'Email' }).fill('jordan@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412 555 666');
  await page.getByRole('button', { name: `Confirm ${car.priceText} and continue` }).click();

  // 2. Trade-in through the trade-in port; focus moves to the step heading.
  await expect(await heading(page, 'Your trade-in')).toBeFocused();
  await expect(page).toHaveURL(/step=trade_in/);
  await expect(page.getByTestId('purchase-valuation-demo')).toBeVisible();
  await page.getByRole('textbox', { name: 'Rego' }).fill('ABC123');
  await page.getByRole('button', { name: 'Look up my car' }).click();
  await expect(page.getByTestId('purchase-trade-in-vehicle')).toContainText('We found:');
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill('40000');
  await page.getByRole('combobox', { name: 'Overall condition' }).selectOption('good');
  await page.getByRole('button', { name: 'Get my offer' }).click();
  const offerText = await page.getByTestId('purchase-trade-in-offer').locator('strong').textContent();
  await page.getByRole('button', { name: 'Accept offer and continue' }).click();

  // 3. Finance: the vehicle page's weekly figure.
  await expect(await heading(page, 'Finance or pay cash')).toBeFocused();
  await expect(page.getByTestId('purchase-finance-weekly')).toHaveText(car.finance!.weeklyText);
  // The deposit and the part financed add up to the price (the fee is named apart)
  const dollars = async (testId: string) => Number((await page.getByTestId(testId).textContent())!.replace(/[$,]/g, ''));
  const price = Number(car.priceText.replace(/[$,]/g, ''));
  expect((await dollars('purchase-finance-deposit')) + (await dollars('purchase-finance-financed'))).toBe(price);
  await expect(page.getByTestId('purchase-finance-terms')).toContainText(`${car.priceText} = `);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Pay the deposit');

  // A reload mid-way resumes the same journey at the same step.
  await page.reload();
  await heading(page, 'Pay the deposit');
  await expect(page.getByRole('navigation', { name: 'Purchase steps' })).toContainText('2. Your trade-in (done)');
  await expect(page.getByTestId('purchase-deposit-terms')).toContainText('$200 deposit holds this car for you for 48 hours and is 100% refundable');

  // 4. Deposit through the payment port: a declined card, then the test card.
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();

  // 5. Delivery or pick-up; back and forward move between saved steps.
  await heading(page, 'Delivery or pick-up');
  await page.goBack();
  await heading(page, 'Pay the deposit');
  await expect(page.getByTestId('purchase-deposit-paid')).toContainText('Deposit of $200 paid');
  await page.goForward();
  await heading(page, 'Delivery or pick-up');
  await expect(page.getByTestId('purchase-pickup')).toContainText(car.pickup.name);
  await page.getByRole('radio', { name: 'Deliver it to me' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Delivery postcode: Please enter a postcode.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Delivery postcode' }).fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 6. Summary, then the order goes to the dealer.
  await heading(page, 'Review and send');
  const summary = page.getByTestId('purchase-summary');
  await expect(summary).toContainText(car.priceText);
  await expect(summary).toContainText(`offer ${offerText}`);
  await expect(summary).toContainText(`Finance from ${car.finance!.weeklyText}`);
  await expect(summary).toContainText('$200 paid');
  await expect(summary).toContainText('To 2000 (Sydney Metro)');
  await page.getByRole('button', { name: 'Send my order' }).click();
  await expect(page.getByTestId('purchase-sent')).toContainText('your order is with us');

  // The dealer's view: one online-purchase lead with every step, its deliveries queued.
  const lead = api.leads(nissan.bundle.config.id).find((row) => row.form_type === 'online-purchase');
  expect(lead).toMatchObject({ category: 'Online Purchase', email: 'jordan@example.com', car_id: car.id });
  const reply = await fetch(`${api.url}/api/inbox/leads/${lead!.public_id}`, { headers: { Authorization: `Bearer ${INBOX_KEY}` } });
  expect(reply.status).toBe(200);
  const inbox = (
    (await reply.json()) as { lead: { message: string; steps: Array<{ step: string; record: Record<string, unknown> }>; deliveries: Array<{ event: string }> } }
  ).lead;
  expect(inbox.steps.filter((s) => s.step.startsWith('purchase.')).map((s) => s.step)).toEqual([
    'purchase.price',
    'purchase.trade_in',
    'purchase.finance',
    'purchase.deposit',
    'purchase.fulfilment',
    'purchase.summary',
  ]);
  expect(inbox.steps.find((s) => s.step === 'purchase.finance')?.record).toMatchObject({ choice: 'finance', weekly_text: car.finance!.weeklyText });
  expect(inbox.message).toContain('Deposit: $200 paid');
  expect(inbox.message).toContain('Delivery to 2000 (Sydney Metro)');
  expect(inbox.deliveries.map((d) => d.event)).toContain('lead.created');

  // Reloaded after sending, the journey shows the order as sent.
  await page.reload();
  await expect(page.getByTestId('purchase-sent')).toBeVisible();
});

test('keyboard only: starts a journey; a car reserved by someone else meanwhile stops it with an honest message', async ({ page, api }) => {
  needsOnlinePurchase(nissan);
  const car = await purchasableCar(nissan, 1);
  await page.goto(`${nissan.origin}/checkout-journey?car_id=${car.slug}`);
  await heading(page, 'Confirm the price');

  await page.getByRole('textbox', { name: 'First name' }).focus();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0412 777 888');
  await page.keyboard.press('Enter');
  await expect(await heading(page, 'Your trade-in')).toBeFocused();

  const other = await fetch(`${api.url}/api/reservations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-other-${Date.now()}` },
    body: JSON.stringify({ website_id: nissan.bundle.config.id, car_id: car.id, name: 'Sam Other', email: 'sam.other@example.com', phone: '0412000999' }),
  });
  expect(other.status).toBe(201);

  await page.getByRole('button', { name: 'Skip: no trade-in' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('purchase-stopped')).toContainText('has just been sold or reserved by another buyer');
  await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
});
