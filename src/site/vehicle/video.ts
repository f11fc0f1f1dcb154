/**
 * A dealer's video link turned into what the click-to-load facade needs. Nothing here fetches:
 * the player (and any third-party request) starts only when the shopper presses play.
 */
export type VideoEmbed =
  | { kind: 'iframe'; provider: 'YouTube' | 'Vimeo'; embedUrl: string; watchUrl: string }
  | { kind: 'file'; fileUrl: string }
  | { kind: 'link'; watchUrl: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

export function videoEmbed(rawUrl: string | null | undefined, siteOrigin: string): VideoEmbed | undefined {
  const text = rawUrl?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text, siteOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/?]+)/.exec(url.pathname)?.[1])
        : undefined;
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      kind: 'iframe',
      provider: 'YouTube',
      // The no-cookie host sets no tracking cookies until the shopper interacts with the player.
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
    };
  }
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname)?.[1] : undefined;
  if (vimeoId) {
    return { kind: 'iframe', provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${vimeoId}?autoplay=1`, watchUrl: url.href };
  }
  if (/\.(mp4|webm|m4v|mov)$/i.test(url.pathname)) return { kind: 'file', fileUrl: text.startsWith('/') ? text : url.href };
  return { kind: 'link', watchUrl: url.href };
}
