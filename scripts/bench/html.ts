/**
 * bench:html — what each page type of every built demo dealer weighs as HTML (its goal: docs/performance.md), and
 * what it is made of: inline CSS, inline scripts, island props; the stylesheets it links (fetched once,
 * then cached across the site) weighed apart. Then every vehicle page of each dealer (median and
 * largest) against the enforced budget (scripts/size-budget/budgets.ts; enforced by scripts/size-budget.ts),
 * and all HTML of the build. Figures only: sizes are deterministic, the budget check lives in the test command.
 *
 *   node scripts/bench/html.ts [--dist dist] [--tenant slug]...
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtSites } from '../preview/serve-built.ts';
import { VEHICLE_HTML_BUDGET } from '../size-budget/budgets.ts';
import { gzipBytes, htmlWeight } from '../size-budget/html-weight.ts';
import { vehiclePageFiles } from '../size-budget/vehicle-pages.ts';
import { PAGE_KINDS, pagesOf } from './pages/sample-pages.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, tenant: { type: 'string', multiple: true } } });
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const col = (text: string, width: number) => text.padStart(width);

function allHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

function median(sorted: number[]): number {
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const sites = builtSites(resolve(values.dist), 0)
  .filter((site) => existsSync(join(ROOT, 'tenants', site.slug, 'site.json')))
  .filter((site) => !values.tenant?.length || values.tenant.includes(site.slug));
if (sites.length === 0) {
  console.error(`No built demo dealers in ${values.dist}: build them first (npm run build).`);
  process.exit(1);
}

console.log(`bench:html — KB (1 KB = 1000 bytes), gzip level 6; ${resolve(values.dist)}\n`);
console.log(`${'dealer / page'.padEnd(42)}${col('raw', 8)}${col('gzip', 8)}${col('css in', 8)}${col('js in', 8)}${col('props', 8)}  linked CSS (gzip, cached)`);
for (const site of sites) {
  console.log(site.slug);
  const cssGzip = new Map<string, number>();
  const linked = (href: string) => {
    if (!cssGzip.has(href)) {
      const file = join(site.root, href.split('?')[0]!);
      cssGzip.set(href, existsSync(file) ? gzipBytes(readFileSync(file)) : 0);
    }
    return cssGzip.get(href)!;
  };
  for (const page of pagesOf(
    site.slug,
    site.root,
    PAGE_KINDS.filter((kind) => kind !== 'search-filtered'),
  )) {
    const w = htmlWeight(readFileSync(join(site.root, page.path.replace(/^\/+/, ''), 'index.html'), 'utf8'));
    const css = w.stylesheets.reduce((sum, href) => sum + linked(href), 0);
    console.log(
      `  ${page.kind.padEnd(40)}${col(kb(w.raw), 8)}${col(kb(w.gzip), 8)}${col(kb(w.inlineCss), 8)}${col(kb(w.inlineScript), 8)}${col(kb(w.islandProps), 8)}  ${w.stylesheets.length} files, ${kb(css)}`,
    );
  }
  const vehicles = vehiclePageFiles(site.root).map((file) => htmlWeight(readFileSync(file, 'utf8')));
  const raw = vehicles.map((w) => w.raw).sort((a, b) => a - b);
  const gzip = vehicles.map((w) => w.gzip).sort((a, b) => a - b);
  console.log(
    `  every vehicle page (${vehicles.length}): raw median ${kb(median(raw))}, largest ${kb(raw.at(-1) ?? 0)} (budget ${VEHICLE_HTML_BUDGET.rawKb}); ` +
      `gzip median ${kb(median(gzip))}, largest ${kb(gzip.at(-1) ?? 0)} (budget ${VEHICLE_HTML_BUDGET.gzipKb})`,
  );
  const files = allHtml(site.root);
  const bytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
  console.log(`  all HTML: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB raw\n`);
}
