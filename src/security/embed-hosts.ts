/**
 * The only hosts a dealer site frames: video players (the privacy-enhanced YouTube host, Vimeo),
 * the map provider (OpenStreetMap, the location pages' map) and the custom slider / 360 tour
 * providers a feed's `spin_code` may name (src/site/vehicle/custom-slider.ts). One list for the sanitiser of
 * dealer Markdown (src/site/sanitize-html.ts) and the CSP's frame-src (src/security/csp.ts):
 * adding a host here is all it takes to allow it everywhere.
 */
export const EMBED_HOSTS = {
  video: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  map: ['www.openstreetmap.org'],
  slider: ['spins.spincar.com'],
} as const;

export const EMBED_FRAME_HOSTS: readonly string[] = [...EMBED_HOSTS.video, ...EMBED_HOSTS.map, ...EMBED_HOSTS.slider];

/** YouTube's own embed code, which dealers paste as is, is served from the no-cookie host instead. */
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com']);

/**
 * The frame URL to publish for a dealer's `<iframe src>`, or undefined when it is not allowed:
 * https only, no credentials or port, an allowed host (a YouTube embed moves to the no-cookie host).
 */
export function allowedEmbedSrc(src: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
  if (YOUTUBE_HOSTS.has(url.hostname) && url.pathname.startsWith('/embed/')) url.hostname = 'www.youtube-nocookie.com';
  return EMBED_FRAME_HOSTS.includes(url.hostname) ? url.href : undefined;
}
