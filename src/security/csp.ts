/**
 * The Content-Security-Policy of one dealer site, built from its config in one place: a new
 * integration (an API host, a search host, an embed provider) updates this module and nothing else.
 * Pure: the build passes in the hashes of the inline scripts the code wrote and the origins of the
 * dealer's images and video files.
 */
import { EMBED_FRAME_HOSTS } from './embed-hosts.ts';
import type { ThirdPartySources } from './third-party-hosts.ts';

/** Players and maps the site frames (video facade, location map, dealer Markdown embeds): one list, embed-hosts.ts. */
export const EMBED_FRAME_ORIGINS: readonly string[] = EMBED_FRAME_HOSTS.map((host) => `https://${host}`);

export interface CspInputs {
  /** integrations.platformApi.baseUrl */
  platformApiUrl: string | null;
  /** search.engine.host when the dealer searches through Meilisearch */
  searchHost: string | null;
  /** 'sha256-…' of every inline script the code writes (Astro's hydration scripts, is:inline) */
  scriptHashes: readonly string[];
  /** Origins the dealer's pictures come from (an image CDN, the stock feed's photo host) */
  imageOrigins: readonly string[];
  /** Origins of video files played in a <video> element */
  mediaOrigins: readonly string[];
  /** Hosts of the outside services the dealer switched on (chat, analytics, captcha): third-party-hosts.ts */
  thirdParty?: ThirdPartySources;
}

/** The origin of an http(s) URL, or undefined for anything else (never a scheme like javascript:). */
export function httpOrigin(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function sources(...lists: ReadonlyArray<ReadonlyArray<string | undefined>>): string {
  const unique = [...new Set(lists.flat().filter((s): s is string => Boolean(s)))];
  return unique.join(' ');
}

/** The directives as [name, value] pairs, in a stable order (a rebuild gives the same policy). */
export function cspDirectives(inputs: CspInputs): Array<[string, string]> {
  const api = httpOrigin(inputs.platformApiUrl);
  const search = httpOrigin(inputs.searchHost);
  const hashes = [...new Set(inputs.scriptHashes)].sort().map((hash) => `'${hash}'`);
  const images = [...inputs.imageOrigins].map(httpOrigin).sort();
  const media = [...inputs.mediaOrigins].map(httpOrigin).sort();
  const extra = inputs.thirdParty ?? {};
  return [
    ['default-src', "'none'"],
    // No 'unsafe-inline', no 'unsafe-eval': only the site's own bundles and hashed inline scripts.
    ['script-src', sources(["'self'"], hashes, extra['script-src'] ?? [])],
    // The site's hashed stylesheets ('self', /_astro/*.css), the few inline <style> blocks (<noscript>
    // rules) and style attributes (theme variables, React islands' server-rendered style props); CSS
    // cannot run script, and theme values are validated.
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', sources(["'self'", 'data:', 'blob:'], images, extra['img-src'] ?? [])],
    ['font-src', "'self'"],
    ['media-src', sources(["'self'"], media)],
    ['connect-src', sources(["'self'", api, search], extra['connect-src'] ?? [])],
    ['frame-src', sources(EMBED_FRAME_ORIGINS, extra['frame-src'] ?? [])],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['form-action', sources(["'self'", api])],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
}

/** Directives a <meta http-equiv> policy may not carry (browsers ignore them there). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The policy as sent in the Content-Security-Policy header. */
export function contentSecurityPolicy(inputs: CspInputs): string {
  return cspDirectives(inputs)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The same policy for a <meta http-equiv> tag, for CDNs that ignore the `_headers` file. */
export function metaContentSecurityPolicy(inputs: CspInputs): string {
  return cspDirectives(inputs)
    .filter(([name]) => !HEADER_ONLY.has(name))
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** A dealer's own SVG files: an image, never a document that runs script. */
export const SVG_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
