import type { Page } from '@playwright/test';

/**
 * Reaches for the island holding `inside` as a shopper would (islands that hydrate when visible or on
 * first touch, focus or hover: client:visible, client:interaction) and waits until Astro has hydrated
 * it (it drops the island's `ssr` attribute). `within` bounds the wait where a spec promises hydration
 * that soon (the vehicle calculators: 5 s, as they always asserted); otherwise the test's own timeout.
 */
export async function hydrated(page: Page, inside: string, { within }: { within?: number } = {}): Promise<void> {
  await page.locator(inside).first().scrollIntoViewIfNeeded();
  await page.locator(inside).first().hover();
  await page.locator(`astro-island:has(${inside}):not([ssr])`).first().waitFor({ state: 'attached', timeout: within });
}

/**
 * The search island hydrates on the first touch (or at once for a query, a stored history or saved
 * cars, or when its built first page went stale): reaches for it as a shopper does and waits until it
 * is live (`data-hydrated`). `within` is the spec's own bound, as the specs asserted it before.
 */
export async function searchLive(page: Page, { within = 15_000 }: { within?: number } = {}): Promise<void> {
  const island = page.locator('.search-page');
  await island.hover({ position: { x: 4, y: 4 }, timeout: within });
  await island.and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached', timeout: within });
}
