import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, RESIZABLE_IMAGE, VARIANT_DIR } from '../../src/site/image-url.ts';

/**
 * The responsive variants of a site's own pictures: every raster file a built site serves (the
 * dealer's public/ folder, content and brand images, logos, the demo dealers' drawn stock pictures)
 * gets one file per width of IMAGE_WIDTHS at /_img/w<width>/<its path>, the URLs image-url.ts writes.
 * Resized with sharp (never enlarged), in the file's own format. Renders are kept in a cache keyed
 * by the file's content hash and the encoder settings, so an unchanged picture is never re-encoded,
 * whatever its name or dealer; a changed one gets new renders by itself.
 */

/** Folders of a built site that are not the dealer's pictures (Astro's hashed assets, our output). */
const SKIPPED_DIRS = new Set(['_astro', VARIANT_DIR, '_forecourt']);

export interface VariantOptions {
  /** Encoder quality (the dealer's integrations.imageCdn.quality). */
  quality: number;
  /** The shared render cache, e.g. .cache/image-variants. */
  cacheDir: string;
}

export interface VariantReport {
  images: number;
  rendered: number;
  reused: number;
  /** Files sharp could not read: each variant is a copy of the file as it is (site path and why). */
  failed: string[];
}

async function rasterFiles(siteDir: string, dir = siteDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return dir === siteDir && SKIPPED_DIRS.has(entry.name) ? [] : rasterFiles(siteDir, path);
      return entry.isFile() && RESIZABLE_IMAGE.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

function encoderKey(quality: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ widths: IMAGE_WIDTHS, quality, sharp: sharp.versions }))
    .digest('hex')
    .slice(0, 12);
}

/** A variant no smaller than the original, upright already, is the original: no re-encoding. */
async function needsResize(input: Buffer, width: number): Promise<boolean> {
  const { width: original, orientation } = await sharp(input).metadata();
  return original === undefined || original > width || (orientation ?? 1) !== 1;
}

async function resized(input: Buffer, width: number, extension: string, quality: number): Promise<Buffer> {
  if (!(await needsResize(input, width))) return input;
  const image = sharp(input).rotate().resize({ width, withoutEnlargement: true });
  if (extension === 'png') return image.png({ compressionLevel: 9, effort: 1 }).toBuffer();
  if (extension === 'webp') return image.webp({ quality, effort: 2 }).toBuffer();
  if (extension === 'avif') return image.avif({ quality, effort: 0 }).toBuffer();
  return image.jpeg({ quality, mozjpeg: true }).toBuffer();
}

async function runPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Writes /_img/w<width>/… for every raster file under `siteDir` (a staging folder). */
export async function writeImageVariants(siteDir: string, options: VariantOptions): Promise<VariantReport> {
  const cache = join(options.cacheDir, encoderKey(options.quality));
  await mkdir(cache, { recursive: true });
  const cached = new Set(await readdir(cache));
  const files = await rasterFiles(siteDir);
  const report: VariantReport = { images: files.length, rendered: 0, reused: 0, failed: [] };
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1); // parallelism comes from the pool: one libvips thread per picture
  try {
    await runPool(files, Math.max(2, availableParallelism()), async (file) => {
      const sitePath = relative(siteDir, file).split(sep).join('/');
      const input = await readFile(file);
      const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
      const extension = (/\.([a-z0-9]+)$/i.exec(file)?.[1] ?? '').toLowerCase().replace('jpeg', 'jpg');
      const targetOf = (width: number) => join(siteDir, VARIANT_DIR, `w${width}`, sitePath);
      for (const width of IMAGE_WIDTHS) await mkdir(dirname(targetOf(width)), { recursive: true });
      try {
        for (const width of IMAGE_WIDTHS) {
          const name = `${hash}-w${width}.${extension}`;
          if (!cached.has(name)) {
            const buffer = await resized(input, width, extension, options.quality);
            // Unique temp name: two dealers of one `--jobs` build may render the same picture at once.
            const temp = join(cache, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
            await writeFile(temp, buffer);
            await rename(temp, join(cache, name));
            cached.add(name);
            report.rendered++;
          } else report.reused++;
          await copyFile(join(cache, name), targetOf(width));
        }
      } catch (error) {
        // The pages already point at the variants: each becomes the file as it is, so none is missing.
        report.failed.push(`/${sitePath}: ${(error as Error).message}`);
        for (const width of IMAGE_WIDTHS) await copyFile(file, targetOf(width));
      }
    });
  } finally {
    sharp.concurrency(previousConcurrency);
  }
  return report;
}
