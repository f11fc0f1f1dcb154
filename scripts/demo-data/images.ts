import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ALL_COLOURS } from './catalogue.ts';
import { sceneSvg, spinSvg, svgDocument } from './draw.ts';
import { FULL_WIDTH, parseName, referencedNames, VARIANT_WIDTHS } from './media.ts';
import { hashString } from './prng.ts';

/**
 * Demo vehicle pictures, generated on demand: every /media/generated/… URL a demo tenant's data
 * mentions becomes a WebP at 1200 px plus -w240/-w480/-w800 variants (3:2) in
 * tenants/<slug>/public/media/generated/ (gitignored). Renders are shared through a cache under
 * .cache/demo-images/<hash of the drawing code>/, so dealers with the same body, colour and angle
 * pay once and a change to the drawings invalidates old renders by itself.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const WEBP = { quality: 70, effort: 0 } as const;
const DATA_FILES = ['stock.json', 'offers.json', 'brands.json', 'locations.json'];

const fileNames = (name: string): string[] => [`${name}.webp`, ...VARIANT_WIDTHS.map((w) => `${name}-w${w}.webp`)];

async function cacheDir(): Promise<string> {
  const sources = await Promise.all(['draw.ts', 'draw-bike.ts', 'media.ts'].map((f) => readFile(path.join(HERE, f), 'utf8')));
  const key = [...sources, JSON.stringify(ALL_COLOURS), JSON.stringify(WEBP)].join('\n');
  const dir = path.join(REPO, '.cache', 'demo-images', hashString(key).toString(36));
  await mkdir(dir, { recursive: true });
  return dir;
}

function drawingFor(name: string): string {
  const parsed = parseName(name);
  if (!parsed) throw new Error(`not a generated picture name: ${name}`);
  const hex = ALL_COLOURS.find((c) => c.slug === parsed.colourSlug)?.hex ?? '#8a9099';
  return parsed.type === 'spin' ? spinSvg(parsed.body, hex, parsed.frame) : sceneSvg(parsed.body, hex, parsed.angle);
}

/** Renders one picture's four sizes into the cache (atomically, so parallel builds can share it). */
async function render(name: string, cache: string): Promise<void> {
  const inner = drawingFor(name);
  const widths = [FULL_WIDTH, ...VARIANT_WIDTHS];
  await Promise.all(
    widths.map(async (width, i) => {
      const buffer = await sharp(Buffer.from(svgDocument(inner, width))).webp(WEBP).toBuffer();
      const target = path.join(cache, fileNames(name)[i] as string);
      // Unique per render: two dealers of one `--jobs` build may draw the same picture at once.
      const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, buffer);
      await rename(temp, target);
    }),
  );
}

async function runPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Derives the pictures a demo tenant needs from its data files and writes the missing ones. */
export async function ensureDemoImages(tenantDir: string): Promise<{ written: number; skipped: number }> {
  const texts = await Promise.all(DATA_FILES.map((f) => readFile(path.join(tenantDir, 'data', f), 'utf8').catch(() => '')));
  const names = new Set<string>();
  for (const text of texts) for (const name of referencedNames(text)) names.add(name);
  const outDir = path.join(tenantDir, 'public', 'media', 'generated');
  await mkdir(outDir, { recursive: true });
  const present = new Set(await readdir(outDir));
  const wanted = [...names].sort();
  const missing = wanted.filter((name) => fileNames(name).some((f) => !present.has(f)));
  const skipped = wanted.length * fileNames('x').length - missing.reduce((n, name) => n + fileNames(name).filter((f) => !present.has(f)).length, 0);
  if (missing.length === 0) return { written: 0, skipped };

  const cache = await cacheDir();
  const cached = new Set(await readdir(cache));
  let written = 0;
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1); // parallelism comes from the pool: one libvips thread per picture is faster for tiny SVGs
  try {
    await runPool(missing, Math.max(2, availableParallelism() * 2), async (name) => {
      if (fileNames(name).some((f) => !cached.has(f))) await render(name, cache);
      for (const file of fileNames(name)) {
        if (present.has(file)) continue;
        await copyFile(path.join(cache, file), path.join(outDir, file));
        written++;
      }
    });
  } finally {
    sharp.concurrency(previousConcurrency);
  }
  return { written, skipped };
}
