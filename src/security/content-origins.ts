/**
 * Origins of the pictures and video files a dealer's data points at (a stock feed's photo host, an
 * image CDN), for the CSP's img-src and media-src. Pure: walks the validated bundle. Only the
 * origin of an http(s) URL is taken, so no scheme or path from data ever reaches the policy.
 */
import { httpOrigin } from './csp.ts';

const IMAGE_KEY = /image|photo|logo|thumb|picture|banner|icon|src$/i;
const VIDEO_KEY = /video/i;
const VIDEO_FILE = /\.(mp4|webm|m4v|mov)(?:[?#]|$)/i;

export interface ContentOrigins {
  imageOrigins: string[];
  mediaOrigins: string[];
}

export function contentOrigins(data: unknown, siteUrl: string): ContentOrigins {
  const own = httpOrigin(siteUrl);
  const images = new Set<string>();
  const media = new Set<string>();
  // `key` is the field and its parent ("logo.url"), so a nested URL field counts as its group.
  const visit = (value: unknown, key: string, depth: number): void => {
    if (depth > 12) return;
    if (typeof value === 'string') {
      const origin = /^https?:\/\//i.test(value) ? httpOrigin(value) : undefined;
      if (!origin || origin === own) return;
      if (VIDEO_KEY.test(key) && VIDEO_FILE.test(value)) media.add(origin);
      else if (IMAGE_KEY.test(key)) images.add(origin);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, depth + 1);
      return;
    }
    if (value && typeof value === 'object') {
      const parent = key.split('.').at(-1) ?? '';
      for (const [childKey, child] of Object.entries(value)) visit(child, `${parent}.${childKey}`, depth + 1);
    }
  };
  visit(data, '', 0);
  return { imageOrigins: [...images].sort(), mediaOrigins: [...media].sort() };
}

const imageOriginsOf = new WeakMap<object, readonly string[]>();

/**
 * Where a picture in the dealer's Markdown may come from: the image hosts the CSP's img-src names for
 * the dealer's own pictures (the same walk, so the page and its policy agree) and the site's origin.
 * Once per bundle: the walk covers every car's photos.
 */
export function siteImageOrigins(bundle: { config: { url: string } }): readonly string[] {
  let origins = imageOriginsOf.get(bundle);
  if (!origins) {
    const own = httpOrigin(bundle.config.url);
    origins = [...(own ? [own] : []), ...contentOrigins(bundle, bundle.config.url).imageOrigins];
    imageOriginsOf.set(bundle, origins);
  }
  return origins;
}
