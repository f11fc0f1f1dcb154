/**
 * npm run bench:snapshot -- [--cars 2000,5000,20000]
 *
 * What the embedded engine costs a shopper as a dealer grows: for a group dealer of N demo cars
 * (the seeded generator, the group template) it builds the real /search-index.json the site
 * serves, and prints its bytes raw, gzip and brotli (what crosses the wire), then the V8 heap the
 * browser holds once it has decoded it, built the engine and answered a search page's first
 * request (text + facets + sort; the engine builds some structures lazily), measured in Node's V8,
 * the same engine as Chromium's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createStockEngine } from '../../src/search/snapshot-engine.ts';
import { decodeStockSnapshot } from '../../src/search/stock-snapshot.ts';
import { stockSnapshot } from '../../src/site/search/page.ts';
import { prepareTenant } from '../build/prepare-tenant.ts';
import { generateDealer } from '../demo-data/generate.ts';
import { southernCrossAutoGroup } from '../demo-data/dealers/southern-cross-auto-group.ts';
import { scaleStock } from './synthetic-dealers.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const { values } = parseArgs({ options: { cars: { type: 'string', default: '2000,5000,20000' } } });
const MB = 2 ** 20;

console.log("bench:snapshot — the embedded engine's /search-index.json by stock size (group template)");
for (const cars of values.cars.split(',').map(Number)) {
  const work = mkdtempSync(join(tmpdir(), 'forecourt-snapshot-'));
  const def = { ...southernCrossAutoGroup, stock: scaleStock(southernCrossAutoGroup.stock, cars) };
  for (const [file, contents] of generateDealer(def).files) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), contents);
  }
  const { bundle } = prepareTenant(work, def.slug);
  rmSync(work, { recursive: true, force: true });
  if (!bundle) throw new Error(`the ${cars}-car dealer did not validate`);
  const json = JSON.stringify(stockSnapshot(bundle));
  const bytes = Buffer.byteLength(json);
  // What the page holds: the heap with the decoded documents and the engine, minus the heap once they are dropped.
  let held: { engine: ReturnType<typeof createStockEngine> } | undefined = { engine: createStockEngine(decodeStockSnapshot(JSON.parse(json)), 'stock') };
  const answer = await held.engine.search('stock', {
    q: 'toyota',
    facets: ['make', 'model', 'simple_body', 'year', 'price', 'km'],
    sort: ['price:asc'],
    page: 1,
    hitsPerPage: 21,
  });
  collectGarbage();
  const withEngine = process.memoryUsage().heapUsed;
  held = undefined;
  collectGarbage();
  const heap = withEngine - process.memoryUsage().heapUsed;
  console.log(
    `  ${String(bundle.listedSlugs.length).padStart(6)} listed cars: ${(bytes / MB).toFixed(1)} MB raw, ${(gzipSync(json).length / MB).toFixed(2)} MB gzip (${(gzipSync(json).length / 1024).toFixed(1)} KiB, ${gzipSync(json).length.toLocaleString('en-AU')} bytes), ` +
      `${(brotliCompressSync(json).length / MB).toFixed(2)} MB brotli; heap after decode, index and a first search ` +
      `(${answer.totalHits ?? answer.estimatedTotalHits} hits) ${(heap / MB).toFixed(0)} MB`,
  );
}
