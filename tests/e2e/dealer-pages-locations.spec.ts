import { expect, test } from '@playwright/test';
import type { Location } from '../../src/data/schemas/location.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { hydrated } from '../support/islands.ts';
import { axeViolations, visit } from '../support/page-checks.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Locations on every demo dealer: the carousel listing, the location page (open now in the dealer's
 * time zone, department hours, holiday hours, map on demand, JSON-LD), nearest location by postcode,
 * the contact page layouts, team pages. Times are pinned with Playwright's clock.
 */

const STATE_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
  ACT: 'Australia/Sydney',
};

/** The UTC instant at which the wall clock in `timeZone` reads `isoDate` `hhmm`. */
function zoned(isoDate: string, hhmm: string, timeZone: string): Date {
  const guess = new Date(`${isoDate}T${hhmm}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const seen = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return new Date(guess.getTime() - (seen - guess.getTime()));
}

/** '17:30' → '5:30pm', '08:00' → '8am', as the site words it. */
function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

const zoneOf = (location: Location) => STATE_ZONES[location.address.state] ?? 'Australia/Brisbane';

const sites = demoSites();

for (const site of sites) {
  test.describe(`${site.slug} locations`, () => {
    const bundle = readBundle<TenantBundle>(site);
    const { config } = bundle;
    const visible = bundle.locations.filter((l) => l.visible).sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
    const hidden = bundle.locations.filter((l) => !l.visible);
    const location = visible.find((l) => l.primary) ?? visible[0]!;
    const zone = zoneOf(location);
    // Monday 23 November 2026 and the next days, in the location's own time zone.
    const monday = location.contact_detail.opening_hours.find((h) => h.weekday === 1 && h.status === 'Open' && h.open && h.close);
    const tuesday = location.contact_detail.opening_hours.find((h) => h.weekday === 2 && h.status === 'Open' && h.open);

    test('the listing is a carousel of visible locations sorted by name', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${site.origin}/dealerships`);
      await hydrated(page, '.carousel');
      const names = await page.locator('.carousel .location-card__name').allTextContents();
      expect(names).toEqual(visible.map((l) => l.name));
      for (const l of hidden) await expect(page.getByText(l.name, { exact: true })).toHaveCount(0);
      await expect(page.locator('.carousel__hint')).toHaveText(/Swipe/);
      const prev = page.getByRole('button', { name: 'Previous locations' });
      const next = page.getByRole('button', { name: 'Next locations' });
      await expect(prev).toBeDisabled();
      await page.setViewportSize({ width: 390, height: 844 });
      if (visible.length > 1) {
        await expect(next).toBeEnabled();
        for (let i = 0; i < visible.length && (await next.isEnabled()); i += 1) {
          await next.click();
          await expect(prev).toBeEnabled();
        }
        await expect(next).toBeDisabled();
        await prev.click();
        await expect(next).toBeEnabled();
      } else {
        await expect(next).toBeDisabled();
      }
      expect(health.problems()).toEqual([]);
    });

    test('open now, closing time and next opening, in the location time zone', async ({ page }) => {
      test.skip(!monday || !tuesday, 'needs Monday and Tuesday hours');
      const at = (date: string, time: string) => page.clock.setFixedTime(zoned(date, time, zone));
      const openNow = page.locator('.location-header [data-testid="open-now"]');
      // Monday, one hour after opening.
      const [oh = 0, om = 0] = monday!.open!.split(':').map(Number);
      await at('2026-11-23', `${String(oh + 1).padStart(2, '0')}:${String(om).padStart(2, '0')}`);
      await page.goto(`${site.origin}/locations/${location.slug}`);
      await expect(openNow).toHaveText(`Open now · closes at ${clock(monday!.close!)}`);
      // Monday night, after closing: opens tomorrow.
      await at('2026-11-23', '23:30');
      await page.reload();
      await expect(openNow).toHaveText(`Closed · opens tomorrow at ${clock(tuesday!.open!)}`);
      // Just after midnight it is Tuesday: opens today.
      await at('2026-11-24', '00:30');
      await page.reload();
      await expect(openNow).toHaveText(`Closed · opens today at ${clock(tuesday!.open!)}`);
      const christmas = location.special_hours.find(
        (h) => h.date === '2026-12-25' && (h.department === 'all' || h.department === 'sales') && h.status === 'Closed',
      );
      if (christmas) {
        await at('2026-12-25', '11:00');
        await page.reload();
        await expect(openNow).toHaveText(`Closed today (${christmas.name ?? 'Public holiday'})`);
      }
    });

    test('location page: hours by department, holiday hours, map on request, JSON-LD', async ({ page }) => {
      const health = watchPageHealth(page);
      const mapRequests: string[] = [];
      await page.route('**/www.openstreetmap.org/**', async (route) => {
        mapRequests.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
      });
      await page.goto(`${site.origin}/locations/${location.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
      await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
      for (const label of ['Contact Us', 'Enquire Now']) await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
      // Weekly table, Monday first; Open shows the hours, anything else shows the status.
      const sales = page.getByTestId('hours-sales');
      await expect(sales.locator('tbody tr').first().locator('th')).toHaveText('Monday');
      const sunday = location.contact_detail.opening_hours.find((h) => h.weekday === 0);
      if (sunday && sunday.status !== 'Open') await expect(sales.locator('tr', { hasText: 'Sunday' }).locator('td')).toHaveText(sunday.status);
      // Department selector: Service shows the service table only.
      const service = location.contact_detail.department_hours.service;
      if (service && service.length > 0) {
        await page.locator('.hours-card label', { hasText: 'Service' }).click();
        await expect(page.getByTestId('hours-service')).toBeVisible();
        await expect(sales).toBeHidden();
        const serviceHoliday = location.special_hours.find((h) => h.department === 'service' && h.date >= bundle.clock.slice(0, 10));
        if (serviceHoliday?.name) {
          await page.getByTestId('hours-service').getByText('View Holiday Opening Hours').click();
          await expect(page.getByTestId('hours-service').getByText(serviceHoliday.name)).toBeVisible();
        }
      }
      // Google rating and reviews.
      if (location.reviews && config.features.reviews) {
        await expect(page.locator('.hours-card .star-rating')).toContainText(location.reviews.average_rating);
        await expect(page.locator('#reviews')).toBeVisible();
        const excluded = location.reviews.list.filter((r) => r.rating < 4 || r.id === 386779 || r.text.includes('Translated'));
        for (const review of excluded.slice(0, 5))
          await expect(page.locator('.review', { hasText: review.text }).filter({ hasText: review.customer_name })).toHaveCount(0);
        expect(await page.locator('.review').count()).toBeLessThanOrEqual(10);
      }
      // The map costs nothing until asked for.
      await page.waitForLoadState('networkidle');
      expect(mapRequests).toEqual([]);
      await page.getByRole('button', { name: 'Show map' }).click();
      await expect(page.locator(`iframe[title="Map of ${location.name}"]`)).toBeVisible();
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
      // AutoDealer with hours and rating.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const dealer = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'AutoDealer');
      expect(dealer?.openingHoursSpecification?.length).toBeGreaterThan(0);
      if (location.reviews) expect(dealer?.aggregateRating?.ratingValue).toBe(location.reviews.average_rating);
      expect(health.problems()).toEqual([]);
    });

    test('a location page has no axe violations', async ({ page }) => {
      await page.goto(`${site.origin}/locations/${location.slug}`);
      // The open-now lines are filled by a few lines of script (no island), then the page is complete.
      await expect(page.locator('[data-open-now]').first()).toHaveClass(/open-now--(open|closed)/);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('nearest location by postcode', async ({ page }) => {
      test.skip(visible.length < 2, 'one location: nothing to choose between');
      const nearestTo = visible.find((l) => l.address.postcode)!;
      await page.goto(`${site.origin}/dealerships`);
      await hydrated(page, '.nearest');
      const input = page.getByLabel('Your postcode');
      await input.fill('12');
      await page.getByRole('button', { name: 'Find nearest' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
      await input.fill('0000');
      await page.getByRole('button', { name: 'Find nearest' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid postcode');
      await input.fill(nearestTo.address.postcode!);
      await page.getByRole('button', { name: 'Find nearest' }).click();
      await expect(page.locator('.nearest__results li').first()).toContainText(nearestTo.name);
    });

    test('contact page: hero map for one location, else a list', async ({ context }) => {
      await visit(context, `${site.origin}/contact`, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
        if (config.dealerships.length > 1) await expect(page.getByRole('heading', { name: 'Our dealerships' })).toBeVisible();
        else if (visible.length > 1) await expect(page.locator('.location-grid .location-card')).toHaveCount(visible.length);
        else await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
      });
      await visit(context, `${site.origin}/contact-us`, async (page) => {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/contact', config.url).href);
      });
      await visit(context, `${site.origin}/contact-us/${location.slug}`, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact ${location.name}`);
      });
      await visit(context, `${site.origin}/teams/${location.slug}`, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meet the team at ${location.name}`);
        for (const member of location.team) await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
      });
    });
  });
}
