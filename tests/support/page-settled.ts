import type { Page, Request } from '@playwright/test';

/**
 * Points in a page's event loop a test can wait for instead of a fixed pause. Proving that
 * something did *not* happen needs the moment by which it would have: these are those moments.
 */

/**
 * Two rendering steps from now. Intersection and resize observers deliver their entries in a
 * rendering step (HTML's "update the rendering"), so after the second frame every observer that
 * was watching when this was called has been told what is on screen and has run its callback.
 */
export async function afterRendering(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * After every idle callback the page had asked for by now. Idle callbacks run in the order they
 * were requested, so one requested here runs after the page's own "when idle" work (deferred
 * vendor loads, warm-ups); a rendering step follows so what that work changed is on screen.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await afterRendering(page);
}

/**
 * Counts the page's script requests from now on; `settled()` resolves once none is in flight after
 * the page went idle. Checking after idle (and again after every wait) counts the imports a script
 * that just arrived goes on to request, so an island that started loading is loaded, not guessed at.
 */
export function scriptRequests(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      for (;;) {
        await afterIdle(page);
        if (inFlight.size === 0) return;
        const waiting = [...inFlight];
        // response() is null for a failed request; finished() resolves when its body has arrived.
        await Promise.all(waiting.map(async (request) => (await request.response())?.finished()));
        for (const request of waiting) inFlight.delete(request);
      }
    },
  };
}
