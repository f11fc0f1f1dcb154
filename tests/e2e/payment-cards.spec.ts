import { expect, test } from '@playwright/test';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * The footer's accepted payment cards (spec 02 §9) on every demo dealer: one badge per card the dealer
 * accepts, named for screen readers and drawn from one cached file of symbols.
 */
for (const site of demoSites()) {
  test(`${site.slug}: the footer shows the cards the dealer accepts, drawn`, async ({ page }) => {
    const cards = readBundle<TenantBundle>(site).config.experience.acceptedCards;
    test.skip(cards.length === 0, 'this dealer lists no cards');
    const health = watchPageHealth(page);
    const sprite = page.waitForResponse((response) => /\/_astro\/payment-cards\.[\w-]+\.svg$/.test(response.url()));
    await page.goto(`${site.origin}/`);
    const badges = page.locator('footer .payment-cards').getByRole('img');
    await expect(badges).toHaveCount(cards.length);
    for (const [index, card] of cards.entries()) await expect(badges.nth(index)).toHaveAccessibleName(card);

    const file = await sprite;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/svg+xml');
    expect(file.headers()['cache-control']).toContain('immutable');
    // Every badge points at a symbol the file has (a missing one draws nothing, silently).
    const symbols = [...(await file.text()).matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]);
    for (const href of await page.locator('footer .payment-cards use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))) {
      expect(symbols).toContain(href.split('#')[1]);
    }
    await page.locator('footer .payment-cards').scrollIntoViewIfNeeded();
    const box = await badges.first().boundingBox();
    expect(box?.width).toBe(52);
    expect(health.problems()).toEqual([]);
  });
}
