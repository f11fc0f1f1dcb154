import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '../../security/embed-hosts.ts';

/**
 * The optional custom slider of the gallery (spec 01 §1), from the feed's `spin_code`: a provider's
 * embed URL, or the `<iframe src=…>` code dealers paste. Only the frame's address is kept, and only
 * on a slider provider's host over https (src/security/embed-hosts.ts); the dealer's markup, scripts
 * and attributes never reach the page. A refused code is a build warning (spec 01 §8: slider errors
 * are logged only) and the gallery simply has no custom view.
 */

export interface CustomSlider {
  src: string;
  /** The provider's host, named on the button that loads the frame. */
  host: string;
}

export type CustomSliderResult = { slider: CustomSlider } | { problem: string } | undefined;

/** The src of the first <iframe> in a piece of dealer HTML, read by sanitize-html's parser (nothing is rendered). */
function firstFrameSrc(html: string): string | undefined {
  let src: string | undefined;
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => {
      if (src === undefined && tag === 'iframe' && attribs.src) src = attribs.src.trim();
    },
  });
  return src;
}

const SLIDER_HOSTS: readonly string[] = EMBED_HOSTS.slider;

export function customSlider(spinCode: string | null | undefined): CustomSliderResult {
  const code = spinCode?.trim();
  if (!code) return undefined;
  const raw = code.startsWith('<') ? firstFrameSrc(code) : code;
  if (!raw) return { problem: 'no <iframe src> in the embed code' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `not an absolute URL (${JSON.stringify(raw.slice(0, 60))})` };
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') {
    return { problem: `${url.protocol}//${url.host} is not a plain https address` };
  }
  if (!SLIDER_HOSTS.includes(url.hostname)) return { problem: `${url.hostname} is not an allowed slider host (${SLIDER_HOSTS.join(', ')})` };
  return { slider: { src: url.href, host: url.hostname } };
}
