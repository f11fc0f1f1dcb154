import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantBundle } from '../../src/tenant/bundle.ts';

/**
 * A stock photo the feed gives as a path on the site (`/media/a.jpg`) that is in no public/ folder
 * would be a broken picture with broken widths on every card and gallery: it is left out of the
 * vehicle (with a warning naming the car), as a malformed record is. Feed URLs on another host are
 * the photo host's to serve and are kept. Build-time only (reads the file system).
 */
export function dropMissingPictures(bundle: TenantBundle, publicDirs: readonly string[]): string[] {
  const exists = (url: string): boolean => {
    if (!/^\/(?![/\\])/.test(url)) return true;
    const path = decodeURIComponent(url.split(/[?#]/, 1)[0] as string);
    return publicDirs.some((dir) => existsSync(join(dir, path)));
  };
  const warnings: string[] = [];
  for (const vehicle of bundle.vehicles) {
    const missing = vehicle.images.filter((image) => !exists(image.url)).map((image) => image.url);
    if (missing.length === 0 && vehicle.images.every((image) => !image.thumb || exists(image.thumb.url))) continue;
    vehicle.images = vehicle.images
      .filter((image) => exists(image.url))
      .map((image) => {
        if (!image.thumb || exists(image.thumb.url)) return image;
        const { thumb: _missing, ...rest } = image; // the gallery makes its own thumbnail
        return rest;
      });
    if (missing.length > 0) warnings.push(`data/stock.json (id ${vehicle.id}): images: ${missing.join(', ')} not in public/ — left out`);
  }
  return warnings;
}
