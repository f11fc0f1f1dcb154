/**
 * Search benchmark: the embedded engine against established JS search libraries, same data, same run.
 *
 *   npx node scripts/bench/search.ts [--sizes 2000,20000] [--iterations 300]
 *
 * For each size it generates deterministic Australian stock, builds each index (time, heap growth) and
 * times a typical search-page request — text + the stock rule + 3 refinements + 8 facets + price/km stats
 * + sort by price + page 1 of 21 — and the same request with empty text. Every engine does the equivalent
 * work: Orama has no min/max, so it runs a second, unpaged search for the stats; MiniSearch has no facets
 * or filters, so a hand-written pass filters, counts, sorts and pages its results. Nothing is asserted.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { vehicleIndexSettings } from '../../integrations/meilisearch/index-settings.ts';
import { createEmbeddedEngine } from '../../src/search/engine/embedded-engine.ts';
import type { SearchDocument } from '../../src/search/engine/port.ts';
import { syntheticVehicles } from '../../src/search/engine/testing/synthetic-vehicles.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const TEXT = 'toyota';
const FACETS = ['make', 'model', 'simple_body', 'simple_fuel', 'simple_transmission', 'state', 'year', 'car_type'] as const;
const SEARCHABLE = ['name', 'make', 'model', 'badge', 'colour', 'simple_body', 'simple_fuel', 'city'];
/** Orama searches text fields only; the name already holds make, model and badge. */
const ORAMA_SEARCHABLE = ['name', 'badge', 'colour', 'city'] as const;
const REFINEMENTS = { bodies: ['SUV', 'Ute'], transmission: 'Automatic', price: [10000, 60000] as const };

interface Contender {
  name: string;
  build(documents: SearchDocument[]): (text: string) => number;
}

const embedded: Contender = {
  name: 'embedded (this engine)',
  build(documents) {
    const engine = createEmbeddedEngine(documents, vehicleIndexSettings);
    return (q) =>
      engine.searchSync({
        q,
        filter: [
          '(status = in_stock OR status = coming_soon) AND show_on_dealer_website = true',
          ['simple_body = SUV', 'simple_body = Ute'],
          'simple_transmission = Automatic',
          `price ${REFINEMENTS.price[0]} TO ${REFINEMENTS.price[1]}`,
        ],
        facets: [...FACETS, 'price', 'km'],
        sort: ['price:asc'],
        page: 1,
        hitsPerPage: 21,
      }).totalHits!;
  },
};

const orama: Contender = {
  name: 'Orama 3.1.18',
  build(documents) {
    const db = create({
      schema: {
        name: 'string',
        make: 'enum',
        model: 'enum',
        badge: 'string',
        colour: 'string',
        simple_body: 'enum',
        simple_fuel: 'enum',
        simple_transmission: 'enum',
        state: 'enum',
        city: 'string',
        year: 'enum',
        car_type: 'enum',
        status: 'enum',
        show_on_dealer_website: 'boolean',
        price: 'number',
        km: 'number',
      } as const,
    });
    void insertMultiple(db, documents.map((d) => ({ ...d, id: String(d['id']), year: String(d['year']) })) as never[]);
    const where = {
      status: { in: ['in_stock', 'coming_soon'] },
      show_on_dealer_website: true,
      simple_body: { in: REFINEMENTS.bodies },
      simple_transmission: { eq: REFINEMENTS.transmission },
      price: { between: [REFINEMENTS.price[0], REFINEMENTS.price[1]] as [number, number] },
    };
    const facets = Object.fromEntries(FACETS.map((facet) => [facet, { limit: 100 }]));
    return (term) => {
      const page = oramaSearch(db, {
        term,
        properties: [...ORAMA_SEARCHABLE],
        tolerance: 1,
        where,
        facets,
        sortBy: { property: 'price', order: 'ASC' },
        limit: 21,
      }) as { count: number };
      const all = oramaSearch(db, { term, properties: [...ORAMA_SEARCHABLE], tolerance: 1, where, limit: page.count }) as {
        hits: Array<{ document: { price: number; km: number } }>;
      };
      stats(all.hits.map((hit) => hit.document));
      return page.count;
    };
  },
};

const miniSearch: Contender = {
  name: 'MiniSearch 7.2.0 + facet pass',
  build(documents) {
    const index = new MiniSearch<SearchDocument>({ fields: SEARCHABLE, storeFields: ['id'], searchOptions: { prefix: true, fuzzy: 1 } });
    index.addAll(documents);
    const byId = new Map(documents.map((document) => [document['id'], document]));
    const matches = (d: SearchDocument) =>
      (d['status'] === 'in_stock' || d['status'] === 'coming_soon') &&
      d['show_on_dealer_website'] === true &&
      REFINEMENTS.bodies.includes(d['simple_body'] as string) &&
      d['simple_transmission'] === REFINEMENTS.transmission &&
      (d['price'] as number) >= REFINEMENTS.price[0] &&
      (d['price'] as number) <= REFINEMENTS.price[1];
    return (text) => {
      const found = index.search(text === '' ? MiniSearch.wildcard : text, { filter: (result) => matches(byId.get(result.id)!) });
      const hits = found.map((result) => byId.get(result.id)!);
      for (const facet of [...FACETS, 'price', 'km']) {
        const counts = new Map<unknown, number>();
        for (const hit of hits) counts.set(hit[facet], (counts.get(hit[facet]) ?? 0) + 1);
      }
      stats(hits as Array<{ price: number; km: number }>);
      hits.sort((a, b) => (a['price'] as number) - (b['price'] as number)).slice(0, 21);
      return hits.length;
    };
  },
};

function stats(hits: Array<{ price: number; km: number }>): void {
  let min = Infinity;
  let max = -Infinity;
  for (const hit of hits) {
    min = Math.min(min, hit.price, hit.km);
    max = Math.max(max, hit.price, hit.km);
  }
}

/** Full collections until the heap stops shrinking, so deltas measure what is still referenced. */
function settleHeap(): void {
  let previous = Infinity;
  for (let i = 0; i < 5; i++) {
    collectGarbage();
    const now = memoryInUse();
    if (now >= previous) return;
    previous = now;
  }
}

/** JS heap plus typed-array buffers, which live outside the heap but are index memory all the same. */
function memoryInUse(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

function percentiles(run: () => unknown, iterations: number): { p50: number; p95: number } {
  for (let i = 0; i < Math.min(50, iterations); i++) run();
  const times: number[] = [];
  const deadline = performance.now() + 20_000;
  for (let i = 0; i < iterations && (i < 30 || performance.now() < deadline); i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]! };
}

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '2000,20000' }, iterations: { type: 'string', default: '300' } } });
const sizes = values.sizes.split(',').map(Number);
const iterations = Number(values.iterations);
const columns = ['docs', 'engine', 'build ms', 'memory MB', 'text p50', 'text p95', 'empty p50', 'empty p95', 'text/empty hits'];
const rows: string[][] = [];
const warmUpDocuments = syntheticVehicles(500, 7);
for (const size of sizes) {
  const documents = syntheticVehicles(size);
  for (const contender of [embedded, orama, miniSearch]) {
    // compile the contender's code paths first, so its build time is not mostly JIT warm-up
    const warm = contender.build(warmUpDocuments);
    for (let i = 0; i < 20; i++) warm(i % 2 ? TEXT : '');
    settleHeap();
    const heapBefore = memoryInUse();
    const started = performance.now();
    const query = contender.build(documents);
    const buildMs = performance.now() - started;
    settleHeap();
    const heapMb = (memoryInUse() - heapBefore) / 1e6;
    const text = percentiles(() => query(TEXT), iterations);
    const empty = percentiles(() => query(''), iterations);
    const ms = (value: number) => value.toFixed(3);
    rows.push([
      String(size),
      contender.name,
      buildMs.toFixed(0),
      heapMb.toFixed(1),
      ms(text.p50),
      ms(text.p95),
      ms(empty.p50),
      ms(empty.p95),
      `${query(TEXT)}/${query('')}`,
    ]);
    console.error(`done: ${size} ${contender.name}`);
  }
}
const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.log(`Typical query: "${TEXT}" + stock rule + 3 refinements + ${FACETS.length} facets + price/km stats + sort by price + page 1 of 21 (times in ms)`);
console.log('Memory is heap + typed-array growth after building. The embedded engine reports totals capped at maxTotalHits (1000), as Meilisearch does.');
console.log(line(columns));
for (const row of rows) console.log(line(row));
