/**
 * Responsive image URLs (spec 02 §7 "Images"): one rule for every picture a page shows, run at build
 * time and in the browser (search cards), so it needs no list of files.
 *
 * - A local image (`/path.jpg` in the dealer's public/ folder, the demo dealers' drawn pictures) gets
 *   the variants the build writes beside the site: `/_img/w480/path.jpg`
 *   (scripts/build/image-variants.ts makes one per width in IMAGE_WIDTHS for every raster file).
 * - A feed URL (another host) is used as given unless the dealer configured an image CDN; then the
 *   CDN's own URL format asks it for each width. Never a URL to a file nobody made.
 */
import type { Integrations } from '../config/integrations.ts';

/** The dealer's `integrations.imageCdn` (the kinds and their meaning live in the schema). */
export type ImageCdn = Pick<Integrations['imageCdn'], 'kind' | 'quality'> & { baseUrl?: string | null };

/** The widths the build renders for local images and asks a CDN for; the last is the largest shown. */
export const IMAGE_WIDTHS = [240, 480, 800, 1200] as const;
const LARGEST = 1200;
/** Where the build writes local variants: /_img/w<width>/<the image's own path>. */
export const VARIANT_DIR = '_img';

/** Raster formats the build resizes (SVG scales by itself; GIF may be animated). */
export const RESIZABLE_IMAGE = /\.(jpe?g|png|webp|avif)$/i;
const SITE_RELATIVE = /^\/(?![/\\])/;

function localPath(url: string): string | undefined {
  if (!SITE_RELATIVE.test(url)) return undefined;
  const path = url.split(/[?#]/, 1)[0] as string;
  if (path.startsWith(`/${VARIANT_DIR}/`) || !RESIZABLE_IMAGE.test(path)) return undefined;
  return path;
}

/** True for a URL the build makes variants of (a raster file on the site itself). */
export function isLocalImage(url: string): boolean {
  return localPath(url) !== undefined;
}

/** The smallest listed width at least as wide as asked (the largest when none is). */
function stepFor(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? LARGEST;
}

/** Each CDN's own URL format for one width; undefined when the URL is not the CDN's to resize. */
function cdnUrl(url: string, width: number, cdn: ImageCdn): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  const base = cdn.baseUrl?.replace(/\/+$/, '');
  const separator = url.includes('?') ? '&' : '?';
  switch (cdn.kind) {
    case 'none':
      return undefined;
    case 'query-params':
      return `${url}${separator}w=${width}&q=${cdn.quality}`;
    case 'imgix':
      return `${url}${separator}w=${width}&q=${cdn.quality}&auto=format&fit=max`;
    case 'cloudinary':
      return base ? `${base}/image/fetch/w_${width},q_${cdn.quality},c_limit,f_auto/${encodeURIComponent(url)}` : undefined;
    case 'cloudflare':
      return base ? `${base}/cdn-cgi/image/width=${width},quality=${cdn.quality},fit=scale-down,format=auto/${url}` : undefined;
  }
}

/** The URL to show `url` at about `width` CSS pixels. */
export function imageUrlAt(url: string, width: number, cdn: ImageCdn): string {
  const step = stepFor(width);
  const local = localPath(url);
  if (local) return `/${VARIANT_DIR}/w${step}${local}`;
  return cdnUrl(url, step, cdn) ?? url;
}

/** Every width of `url` as a srcset, or undefined when only the URL as given exists. */
export function imageSrcSet(url: string, cdn: ImageCdn): string | undefined {
  if (!isLocalImage(url) && cdnUrl(url, IMAGE_WIDTHS[0], cdn) === undefined) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrlAt(url, w, cdn)} ${w}w`).join(', ');
}

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** The attributes of an <img> shown about `width` CSS pixels wide (`sizes`: how wide it is laid out). */
export function responsiveImage(url: string, width: number, cdn: ImageCdn, sizes = `${width}px`): ResponsiveImage {
  const srcset = imageSrcSet(url, cdn);
  return srcset ? { src: imageUrlAt(url, width, cdn), srcset, sizes } : { src: url };
}
