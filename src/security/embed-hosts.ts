/**
 * The only hosts dealer content may frame: video players and the site's map provider
 * (OpenStreetMap, the same embed the location pages use). Adding a host here lets Markdown pages
 * and blog posts embed it; the sanitiser (src/site/sanitize-html.ts) drops every other frame.
 */
export const EMBED_HOSTS = {
  video: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  map: ['www.openstreetmap.org'],
} as const;

export const EMBED_FRAME_HOSTS: readonly string[] = [...EMBED_HOSTS.video, ...EMBED_HOSTS.map];

/** An https URL on an allowed embed host (never http, never a relative frame). */
export function isAllowedEmbed(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.port === '' && EMBED_FRAME_HOSTS.includes(url.hostname);
}
