/**
 * Size budgets on the built demo dealers: the JavaScript a page loads before any interaction, and the
 * search snapshot, gzip-compressed. Exits 1 when any budget is exceeded or cannot be measured. The
 * budgets are scripts/size-budget/budgets.ts (shared with the Chromium measure; why both: there).
 *
 *   node scripts/size-budget.ts [--dist dist]
 *
 * "Before interaction" is a shopper reading the page: every classic or module script in the HTML (inline
 * ones included), every modulepreload, each Astro island's component-url / renderer-url /
 * before-hydration-url unless it hydrates on interaction (`client:interaction`), and all their static
 * imports, followed transitively. Dynamic `import()` chunks and interaction islands load on intent
 * (hover, focus, click): they are listed separately, not counted. The Chromium measure of the same
 * budgets (scrolling to the end) is tests/e2e/size-budgets.spec.ts.
 *
 * It also weighs the HTML of every vehicle page of every built demo dealer, raw and gzip;
 * `npm run bench:html` prints what each page type is made of.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtSites } from './preview/serve-built.ts';
import { PAGE_JS_BUDGETS, SEARCH_SNAPSHOT_BUDGET, VEHICLE_HTML_BUDGET, type PageKind } from './size-budget/budgets.ts';
import { attr, gzipBytes, htmlWeight } from './size-budget/html-weight.ts';
import { vehiclePageFiles } from './size-budget/vehicle-pages.ts';

interface Budget {
  label: string;
  tenant: string;
  /** A page path, or 'first-vehicle' for the dealer's first vehicle page. */
  page?: string;
  /** A file measured as is (the search snapshot). */
  file?: string;
  kb: number;
}

/** The page measured for each page budget, on the largest demo dealer. */
const SAMPLE_PAGES: Record<PageKind, string> = {
  search: '/search',
  vehicle: 'first-vehicle',
  home: '/',
  leadForm: '/enquire',
  content: '/privacy-policy',
  purchaseJourney: '/checkout-journey',
};
const TENANT = 'southern-cross-auto-group';

const BUDGETS: Budget[] = [
  { ...SEARCH_SNAPSHOT_BUDGET, tenant: TENANT },
  ...(Object.keys(SAMPLE_PAGES) as PageKind[]).map((kind) => ({ ...PAGE_JS_BUDGETS[kind], tenant: TENANT, page: SAMPLE_PAGES[kind] })),
];

// Every budget fails the script when missed: a missed budget stays failing until it is met.
// --tenant measures the page budgets on another built dealer (e.g. one built into your own --dist).
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, tenant: { type: 'string' } } });
const dist = resolve(values.dist);
const budgets = values.tenant ? BUDGETS.filter((b) => b.page || b.tenant === values.tenant).map((b) => ({ ...b, tenant: values.tenant! })) : BUDGETS;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function pageHtmlFile(root: string, page: string): string | undefined {
  if (page === 'first-vehicle') {
    const cars = join(root, 'cars');
    if (!existsSync(cars)) return undefined;
    const first = readdirSync(cars, { withFileTypes: true }).find((e) => e.isDirectory() && existsSync(join(cars, e.name, 'index.html')));
    return first ? join(cars, first.name, 'index.html') : undefined;
  }
  // A dealer's stock listing lives at /search, or its own path (e.g. /used-car).
  const candidates = page === '/search' ? ['/search', '/used-car', '/cars'] : [page];
  return candidates.map((p) => join(root, p.replace(/^\/+/, ''), 'index.html')).find((file) => existsSync(file));
}

/** Script URLs and inline scripts a page runs on load. */
function entryScripts(html: string): { urls: string[]; inline: string[]; onIntent: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  const onIntent: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    const type = attr(attrs, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and data blocks
    const src = attr(attrs, 'src');
    if (src) urls.push(src);
    else if (match[2]?.trim()) inline.push(match[2]);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attr(match[0], 'href');
    if (href) urls.push(href);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const onInteraction = attr(match[0], 'client') === 'interaction';
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(match[0], name);
      if (url) (onInteraction ? onIntent : urls).push(url);
    }
  }
  return { urls, inline, onIntent };
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((m) => m[1]!).filter((s) => s.startsWith('.') || s.startsWith('/'));
}

function resolveUrl(from: string, specifier: string): string {
  return specifier.startsWith('/') ? specifier : posix.normalize(posix.join(posix.dirname(from), specifier));
}

interface PageWeight {
  bytes: number;
  files: Array<{ url: string; gzip: number }>;
  lazy: Array<{ url: string; gzip: number }>;
}

function pageWeight(root: string, html: string): PageWeight {
  const { urls, inline, onIntent } = entryScripts(html);
  const seen = new Set<string>();
  const lazySeen = new Set<string>();
  const files: PageWeight['files'] = inline.map((code, i) => ({ url: `(inline script ${i + 1})`, gzip: gzipBytes(code) }));
  const lazy: PageWeight['lazy'] = [];
  for (const url of new Set(onIntent.map((u) => u.split('?')[0]!))) {
    if (!existsSync(join(root, url))) continue;
    lazySeen.add(url);
    lazy.push({ url, gzip: gzipBytes(readFileSync(join(root, url))) });
  }
  const queue = [...urls.map((u) => u.split('?')[0]!)];
  for (const code of inline) queue.push(...specifiers(code, STATIC_IMPORT).map((s) => resolveUrl('/', s)));
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const path = join(root, url);
    if (!existsSync(path)) throw new Error(`${url} is referenced by the page but missing from ${root}`);
    const code = readFileSync(path, 'utf8');
    files.push({ url, gzip: gzipBytes(code) });
    for (const spec of specifiers(code, STATIC_IMPORT)) queue.push(resolveUrl(url, spec));
    for (const spec of specifiers(code, DYNAMIC_IMPORT)) {
      const target = resolveUrl(url, spec);
      if (lazySeen.has(target) || !existsSync(join(root, target))) continue;
      lazySeen.add(target);
      lazy.push({ url: target, gzip: gzipBytes(readFileSync(join(root, target))) });
    }
  }
  return { bytes: files.reduce((sum, f) => sum + f.gzip, 0), files, lazy: lazy.filter((l) => !seen.has(l.url)) };
}

let failed = false;
console.log(`Size budgets (gzip, 1 KB = 1000 bytes) in ${dist}\n`);
for (const budget of budgets) {
  const root = join(dist, budget.tenant);
  const fail = (reason: string) => {
    console.log(`✗ ${budget.label}: ${reason}`);
    failed = true;
  };
  if (!existsSync(root)) {
    fail(`${budget.tenant} is not built (run node scripts/build-tenants.ts --tenant ${budget.tenant})`);
    continue;
  }
  let bytes: number;
  let detail: string[] = [];
  if (budget.file) {
    const path = join(root, budget.file);
    if (!existsSync(path)) {
      fail(`${budget.file} missing`);
      continue;
    }
    const raw = readFileSync(path);
    bytes = gzipBytes(raw);
    detail = [`    ${budget.file}: ${kb(raw.length)} KB raw`];
  } else {
    const htmlFile = pageHtmlFile(root, budget.page ?? '/');
    if (!htmlFile) {
      fail(`page ${budget.page} not found`);
      continue;
    }
    try {
      const weight = pageWeight(root, readFileSync(htmlFile, 'utf8'));
      bytes = weight.bytes;
      detail = [
        `    page: ${htmlFile.slice(root.length).replace(/index\.html$/, '')}`,
        ...weight.files.sort((a, b) => b.gzip - a.gzip).map((f) => `    ${kb(f.gzip).padStart(6)} KB  ${f.url}`),
        ...weight.lazy.map((f) => `    ${kb(f.gzip).padStart(6)} KB  ${f.url}  (on first interaction, not counted)`),
      ];
    } catch (error) {
      fail((error as Error).message);
      continue;
    }
  }
  const over = bytes > budget.kb * 1000;
  console.log(`${over ? '✗' : '✓'} ${budget.label}: ${kb(bytes)} KB of ${budget.kb} KB (${budget.tenant})`);
  for (const line of detail) console.log(line);
  if (over) failed = true;
}

// Every vehicle page of every built demo dealer: the HTML as served, raw and gzip.
const ROOT = resolve(import.meta.dirname, '..');
const demoDealers = builtSites(dist, 0).filter((site) => existsSync(join(ROOT, 'tenants', site.slug, 'site.json')));
for (const site of values.tenant ? demoDealers.filter((s) => s.slug === values.tenant) : demoDealers) {
  const files = vehiclePageFiles(site.root);
  if (files.length === 0) {
    console.log(`✗ ${VEHICLE_HTML_BUDGET.label}: no vehicle pages in ${site.root}`);
    failed = true;
    continue;
  }
  let largestRaw = { bytes: 0, file: '' };
  let largestGzip = { bytes: 0, file: '' };
  for (const file of files) {
    const weight = htmlWeight(readFileSync(file, 'utf8'));
    if (weight.raw > largestRaw.bytes) largestRaw = { bytes: weight.raw, file };
    if (weight.gzip > largestGzip.bytes) largestGzip = { bytes: weight.gzip, file };
  }
  const page = (file: string) => file.slice(site.root.length).replace(/index\.html$/, '');
  for (const [what, largest, budgetKb] of [
    ['raw', largestRaw, VEHICLE_HTML_BUDGET.rawKb],
    ['gzip', largestGzip, VEHICLE_HTML_BUDGET.gzipKb],
  ] as const) {
    const over = largest.bytes > budgetKb * 1000;
    console.log(
      `${over ? '✗' : '✓'} ${VEHICLE_HTML_BUDGET.label} (${what}): largest of ${files.length} ${kb(largest.bytes)} KB of ${budgetKb} KB (${site.slug} ${page(largest.file)})`,
    );
    if (over) failed = true;
  }
}
process.exit(failed ? 1 : 0);
