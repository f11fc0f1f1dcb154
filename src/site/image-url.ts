/**
 * Responsive image URLs through the dealer's image CDN setting (spec 02 §7 "Images").
 * local-variants: files pre-rendered beside the original as name-w480.webp;
 * query-params: a CDN that resizes on the fly from ?w=&q=.
 */
export type ImageCdn = { kind: 'local-variants' | 'query-params'; quality: number };

export const LOCAL_VARIANT_WIDTHS = [240, 480, 800] as const;
export const ORIGINAL_WIDTH = 1200;

export function imageUrlAt(url: string, width: number, cdn: ImageCdn): string {
  if (cdn.kind === 'query-params') {
    const separator = url.includes('?') ? '&' : '?';
    return `${url}${separator}w=${width}&q=${cdn.quality}`;
  }
  if (width >= ORIGINAL_WIDTH || !/\.(webp|jpe?g|png|avif)$/i.test(url)) return url;
  const variant = LOCAL_VARIANT_WIDTHS.find((w) => w >= width) ?? ORIGINAL_WIDTH;
  if (variant === ORIGINAL_WIDTH) return url;
  return url.replace(/\.(webp|jpe?g|png|avif)$/i, `-w${variant}.$1`);
}

export function imageSrcSet(url: string, cdn: ImageCdn): string {
  return [...LOCAL_VARIANT_WIDTHS, ORIGINAL_WIDTH].map((w) => `${imageUrlAt(url, w, cdn)} ${w}w`).join(', ');
}
