import { describe, expect, it } from 'vitest';
import type { MultiSearchQuery, SearchEngine } from '../../search/engine/port.ts';
import { testSearchContext } from '../../search/query/test-search-context.ts';
import { emptySearchState } from '../../search/query/search-state.ts';
import { createStockSearcher } from '../../search/query/search-stock.ts';
import type { RouteRefinements } from '../../search/query/url-codec.ts';
import { createStockEngine } from '../../search/snapshot-engine.ts';
import type { StockDocument } from '../../search/stock-document.ts';
import { createSearchController, type SearchChange, type SearchLocation } from './search-controller.ts';

/**
 * The search island's edge cases without a browser: two taps before a paint, an answer that
 * comes back after a newer one, a failed engine load, a page past the end, a shared URL, back/forward.
 * The paint and the engine are in the test's hands, so each step is known, not waited for.
 */

const NOW = '2026-11-21T00:00:00.000Z';
const MAKES = ['Toyota', 'Mazda', 'Ford'];

const documents: StockDocument[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  slug: `car-${i + 1}`,
  name: `${MAKES[i % 3]} car ${i + 1}`,
  year: 2018 + (i % 6),
  make: MAKES[i % 3]!,
  model: `M${i % 4}`,
  car_type: 'used',
  status: 'in_stock',
  price: 10_000 + i * 1000,
  km: i * 1000,
  certified: false,
  created_at: NOW,
  created_at_timestamp: Date.parse(NOW) / 1000,
  simple_body: 'suv',
  state: 'QLD',
  dealership_id: 1,
  show_on_dealer_website: true,
  rank: i,
}));

const context = testSearchContext({ hitsPerPage: 10, now: NOW });

const route: RouteRefinements = { path: '/search', base: '/search', lists: {} };

/** The real embedded engine, each multi-search held until the test releases it. */
function heldEngine() {
  const real = createStockEngine(documents, 'vehicles');
  const held: Array<{ queries: MultiSearchQuery[]; release: () => void }> = [];
  const engine: SearchEngine = {
    search: (indexUid, params) => real.search(indexUid, params),
    multiSearch: (queries) =>
      new Promise((resolve, reject) => {
        held.push({
          queries,
          release: () => {
            real.multiSearch(queries).then(resolve as never, reject);
          },
        });
      }),
  };
  return { engine, held };
}

/** An address bar in memory: what the controller wrote, and a back button. */
function memoryLocation(start = '/search') {
  let [pathname, search = ''] = start.split('?') as [string, string?];
  const writes: Array<{ url: string; mode: string }> = [];
  let pop: (() => void) | undefined;
  const location: SearchLocation = {
    current: () => ({ pathname, search: search ? `?${search}` : '' }),
    write(url, mode) {
      writes.push({ url, mode });
      [pathname, search = ''] = url.split('?') as [string, string?];
    },
    onPop(listener) {
      pop = listener;
      return () => (pop = undefined);
    },
  };
  const back = (url: string) => {
    [pathname, search = ''] = url.split('?') as [string, string?];
    pop?.();
  };
  return { location, writes, back };
}

/** Paints on demand: every afterPaint() waiting resolves when the test calls paint(). */
function manualPaint() {
  let waiting: Array<() => void> = [];
  return {
    afterPaint: () => new Promise<void>((resolve) => waiting.push(resolve)),
    paint: async () => {
      const now = waiting;
      waiting = [];
      for (const resolve of now) resolve();
      await settle();
    },
  };
}

/** Runs every promise callback already queued (and those they queue): no timer, no waiting. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function setup(options: { start?: string; connect?: () => Promise<SearchEngine> } = {}) {
  const { engine, held } = heldEngine();
  const initialResult = await createStockSearcher<StockDocument>(createStockEngine(documents, 'vehicles'), { context, stockCount: documents.length }).search(
    emptySearchState(),
  );
  const address = memoryLocation(options.start);
  const paint = manualPaint();
  let connects = 0;
  let fallback: (() => void) | undefined;
  const remembered: string[] = [];
  const changes: SearchChange[] = [];
  const warnings: string[] = [];
  const controller = createSearchController({
    initialState: emptySearchState(),
    initialResult,
    route,
    context,
    stockCount: documents.length,
    persistedAttributes: [],
    connect: (onFallback) => {
      connects += 1;
      fallback = onFallback;
      return options.connect ? options.connect() : Promise.resolve(engine);
    },
    location: address.location,
    afterPaint: paint.afterPaint,
    remember: (entry) => remembered.push(entry.href),
    warn: (message) => warnings.push(message),
  });
  controller.subscribe((_, change) => changes.push(change));
  /** Releases the held searches (all, or the one at `index`) and lets their answers land. */
  const answer = async (index?: number) => {
    const releasing = index === undefined ? held.splice(0) : held.splice(index, 1);
    for (const search of releasing) search.release();
    await settle();
  };
  return { controller, held, answer, address, paint, initialResult, changes, remembered, warnings, connects: () => connects, fallBack: () => fallback?.() };
}

const makesOf = (hits: readonly StockDocument[]) => [...new Set(hits.map((hit) => hit.make))];

describe('search controller (the connector under useStockSearch)', () => {
  it('a tick shows at once; the URL, the chips and the search follow after the paint', async () => {
    const t = await setup();
    t.controller.actions.toggle('make', 'Mazda');
    const first = t.controller.getSnapshot();
    expect(first.state.lists.make).toEqual(['Mazda']);
    expect(first.settled.lists.make).toBeUndefined();
    expect(t.address.writes).toEqual([]);
    expect(t.held).toHaveLength(0);

    await t.paint.paint();
    expect(t.controller.getSnapshot().settled.lists.make).toEqual(['Mazda']);
    expect(t.address.writes).toEqual([{ url: '/search?make=Mazda', mode: 'push' }]);
    expect(t.controller.getSnapshot().status).toBe('loading');
    // The engine searches only after a second paint (the cards' work never delays the tick's).
    expect(t.held).toHaveLength(0);
    await t.paint.paint();
    await t.answer();

    const done = t.controller.getSnapshot();
    expect(done.status).toBe('hasData');
    expect(makesOf(done.answered.result.hits)).toEqual(['Mazda']);
    expect(done.answered.state.lists.make).toEqual(['Mazda']);
    expect(done.answered.id).toBe(1);
    expect(t.remembered).toEqual(['/search?make=Mazda']);
    expect(t.changes).toEqual(['controls', 'settled', 'status', 'answer']);
  });

  it('two taps before one paint settle once: one URL write, one search, the second tap wins', async () => {
    const t = await setup();
    t.controller.actions.toggle('make', 'Mazda');
    t.controller.actions.toggle('make', 'Ford');
    await t.paint.paint();
    await t.paint.paint();
    expect(t.address.writes).toEqual([{ url: '/search?make=Mazda&make=Ford', mode: 'push' }]);
    expect(t.held).toHaveLength(1);
    await t.answer();
    expect(makesOf(t.controller.getSnapshot().answered.result.hits).sort()).toEqual(['Ford', 'Mazda']);
  });

  it('an answer that comes back after a newer one is dropped', async () => {
    const t = await setup();
    t.controller.actions.toggle('make', 'Mazda');
    await t.paint.paint();
    await t.paint.paint();
    t.controller.actions.toggle('make', 'Mazda');
    t.controller.actions.toggle('make', 'Ford');
    await t.paint.paint();
    await t.paint.paint();
    expect(t.held).toHaveLength(2);
    await t.answer(1); // the Ford search answers first
    await t.answer(0); // then the stale Mazda one
    const shown = t.controller.getSnapshot();
    expect(makesOf(shown.answered.result.hits)).toEqual(['Ford']);
    expect(shown.answered.id).toBe(1);
  });

  it('going back to a state already answered is served from the cache, without the engine', async () => {
    const t = await setup();
    t.controller.actions.toggle('make', 'Mazda');
    await t.paint.paint();
    await t.paint.paint();
    await t.answer();
    t.controller.actions.toggle('make', 'Mazda');
    await t.paint.paint();
    expect(t.held).toHaveLength(0);
    expect(t.controller.getSnapshot().answered.result).toBe(t.initialResult);
    expect(t.address.writes.at(-1)).toEqual({ url: '/search', mode: 'push' });
  });

  it('a failed engine load shows the error, keeps the last cards, and Retry loads it again', async () => {
    let fail = true;
    const { engine } = heldEngine();
    const direct: SearchEngine = { search: engine.search, multiSearch: (q) => createStockEngine(documents, 'vehicles').multiSearch(q) };
    const t = await setup({ connect: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(direct)) });
    t.controller.actions.toggle('make', 'Ford');
    await t.paint.paint();
    await settle();
    const failed = t.controller.getSnapshot();
    expect(failed.status).toBe('hasError');
    expect(failed.answered.result).toBe(t.initialResult);
    expect(t.warnings).toEqual(['Stock search failed']);

    fail = false;
    t.controller.actions.retry();
    await settle(); // the engine connects, then the search waits for a paint
    await t.paint.paint();
    expect(t.connects()).toBe(2);
    expect(t.controller.getSnapshot().status).toBe('hasData');
    expect(makesOf(t.controller.getSnapshot().answered.result.hits)).toEqual(['Ford']);
  });

  it('the engine falling back to the snapshot raises the notice', async () => {
    const t = await setup();
    t.controller.actions.warmUp();
    await settle();
    expect(t.controller.getSnapshot().fellBack).toBe(false);
    t.fallBack();
    expect(t.controller.getSnapshot().fellBack).toBe(true);
    expect(t.changes).toEqual(['fallback']);
  });

  it('a page past the end (an old link) shows the last page, replacing the URL', async () => {
    const t = await setup();
    t.controller.actions.goToPage(9);
    await t.paint.paint();
    await t.paint.paint();
    await t.answer();
    await t.paint.paint();
    await t.paint.paint();
    await t.answer();
    const shown = t.controller.getSnapshot();
    expect(shown.answered.state.page).toBe(5);
    expect(shown.answered.result.hits.length).toBeGreaterThan(0);
    expect(t.address.writes).toEqual([
      { url: '/search?page=9', mode: 'push' },
      { url: '/search?page=5', mode: 'replace' },
    ]);
  });

  it('a shared URL is searched without a URL write; back and forward replay the address', async () => {
    const t = await setup({ start: '/search?make=Toyota&sortBy=price-asc' });
    const stop = t.controller.start();
    expect(t.controller.getSnapshot().state.lists.make).toEqual(['Toyota']);
    await t.paint.paint();
    await t.paint.paint();
    await t.answer();
    expect(t.address.writes).toEqual([]);
    const prices = t.controller.getSnapshot().answered.result.hits.map((hit) => hit.price);
    expect(makesOf(t.controller.getSnapshot().answered.result.hits)).toEqual(['Toyota']);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    t.address.back('/search');
    await t.paint.paint();
    expect(t.controller.getSnapshot().answered.result).toBe(t.initialResult);
    expect(t.address.writes).toEqual([]);

    stop();
    t.address.back('/search?make=Ford');
    expect(t.controller.getSnapshot().state.lists.make).toBeUndefined();
  });

  it('the page the static HTML shows needs no search when the URL asks for nothing more', async () => {
    const t = await setup({ start: '/search' });
    t.controller.start();
    await t.paint.paint();
    expect(t.changes).toEqual([]);
  });
});
