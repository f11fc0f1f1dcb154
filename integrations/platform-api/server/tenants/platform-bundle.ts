import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A dealer's API-side data as one file the publish step writes with the site: the dealer's
 * site.json, data/stock.json and data/locations.json as they were built, whether it is a demo
 * dealer, and a SHA-256 of exactly those. One object, so a target writes it whole (a directory
 * target: written beside and renamed; S3: one PUT); the hash catches a copy cut short or edited by
 * hand, which the API then refuses, keeping the bundle it had. It holds lead routing, so it goes to
 * the dealer's private state target, never the public site (scripts/publish/state-target.ts):
 *
 *   <state target of the dealer>/platform-bundle.json
 */

export const PLATFORM_BUNDLE_NAME = 'platform-bundle.json';
export const PLATFORM_BUNDLE_FORMAT = 1;

export interface BundleContent {
  site: unknown;
  stock: unknown;
  locations: unknown;
  demo: boolean;
}

export interface PlatformBundle extends BundleContent {
  format: typeof PLATFORM_BUNDLE_FORMAT;
  slug: string;
  generated_at: string;
  sha256: string;
}

const BundleFileSchema = z.object({
  format: z.literal(PLATFORM_BUNDLE_FORMAT),
  slug: z.string().min(1),
  generated_at: z.string(),
  site: z.record(z.string(), z.unknown()),
  stock: z.unknown(),
  locations: z.unknown(),
  demo: z.boolean(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

// The fields hashed, in a fixed order: the writer and the reader serialise the same object.
function digest(content: BundleContent): string {
  const { site, stock, locations, demo } = content;
  return createHash('sha256').update(JSON.stringify({ site, stock, locations, demo })).digest('hex');
}

const readJson = (path: string, fallback: unknown): unknown => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback);

/** The bundle of a dealer folder (what the publish step writes for the API). */
export function bundleOfFolder(dir: string, slug: string, now: Date): PlatformBundle {
  const content: BundleContent = {
    site: readJson(join(dir, 'site.json'), {}),
    stock: readJson(join(dir, 'data', 'stock.json'), { vehicles: [] }),
    locations: readJson(join(dir, 'data', 'locations.json'), []),
    demo: existsSync(join(dir, 'demo.json')),
  };
  return { format: PLATFORM_BUNDLE_FORMAT, slug, generated_at: now.toISOString(), ...content, sha256: digest(content) };
}

export type BundleRead = { ok: true; bundle: PlatformBundle } | { ok: false; reason: string };

/** Reads a bundle file: not JSON, not this format, or a hash that does not match is refused with why. */
export function parseBundle(text: string): BundleRead {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON (cut short?): ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = BundleFileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `not a platform bundle: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}` };
  const bundle = parsed.data as PlatformBundle;
  if (digest(bundle) !== bundle.sha256) return { ok: false, reason: 'sha256 does not match its content (incomplete or edited copy)' };
  return { ok: true, bundle };
}
