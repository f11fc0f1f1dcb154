import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ALL_COLOURS } from './catalogue.ts';
import { sceneSvg, spinSvg, svgDocument } from './draw.ts';
import { FULL_WIDTH, parseName, referencedNames } from './media.ts';
import { hashString } from './prng.ts';

/**
 * Demo vehicle pictures, generated on demand: every /media/generated/… URL a demo tenant's data
 * mentions becomes a WebP at 1200 × 800 in tenants/<slug>/public/media/generated/ (gitignored),
 * a picture like any dealer's own: the build's image pipeline makes its responsive widths
 * (scripts/build/image-variants.ts), so no width is decided here. Renders are shared through a cache under
 * .cache/demo-images/<hash of the drawing code>/, so dealers with the same body, colour and angle
 * pay once and a change to the drawings invalidates old renders by itself.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const WEBP = { quality: 70, effort: 0 } as const;
const DATA_FILES = ['stock.json', 'offers.json', 'brands.json', 'locations.json'];

const fileName = (name: string): string => `${name}.webp`;

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

/** Renders one picture into the cache (atomically, so parallel builds can share it). */
async function render(name: string, cache: string): Promise<void> {
  const buffer = await sharp(Buffer.from(svgDocument(drawingFor(name), FULL_WIDTH)))
    .webp(WEBP)
    .toBuffer();
  const target = path.join(cache, fileName(name));
  // Unique per render: two dealers of one `--jobs` build may draw the same picture at once.
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, buffer);
  await rename(temp, target);
}

async function runPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Derives the pictures a demo tenant needs from its data files and writes the missing ones; files
 * of the folder nothing refers to any more (older drawings, the former width variants) are removed,
 * since the folder is the generator's alone and everything in it is published.
 */
export async function ensureDemoImages(tenantDir: string): Promise<{ written: number; skipped: number; removed: number }> {
  const texts = await Promise.all(DATA_FILES.map((f) => readFile(path.join(tenantDir, 'data', f), 'utf8').catch(() => '')));
  const names = new Set<string>();
  for (const text of texts) for (const name of referencedNames(text)) names.add(name);
  const outDir = path.join(tenantDir, 'public', 'media', 'generated');
  await mkdir(outDir, { recursive: true });
  const present = new Set(await readdir(outDir));
  const wanted = [...names].sort();
  const stale = [...present].filter((file) => !names.has(file.replace(/\.webp$/, '')) || !file.endsWith('.webp'));
  await Promise.all(stale.map((file) => rm(path.join(outDir, file), { force: true })));
  const removed = stale.length;
  const missing = wanted.filter((name) => !present.has(fileName(name)));
  const skipped = wanted.length - missing.length;
  if (missing.length === 0) return { written: 0, skipped, removed };

  const cache = await cacheDir();
  const cached = new Set(await readdir(cache));
  let written = 0;
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1); // parallelism comes from the pool: one libvips thread per picture is faster for tiny SVGs
  try {
    await runPool(missing, Math.max(2, availableParallelism() * 2), async (name) => {
      if (!cached.has(fileName(name))) await render(name, cache);
      await copyFile(path.join(cache, fileName(name)), path.join(outDir, fileName(name)));
      written++;
    });
  } finally {
    sharp.concurrency(previousConcurrency);
  }
  return { written, skipped, removed };
}
