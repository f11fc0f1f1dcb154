import { z } from 'zod';

/**
 * The one rule for every URL a dealer supplies (config, stock, offers, brands, locations, content
 * front matter, links inside dealer HTML). An allow-list, not a block-list: a URL is
 * `http(s)://host…` or site-relative `/…`, so `javascript:`, `vbscript:`, `data:` and every
 * casing, entity or control-character disguise of them fail simply by not matching.
 *
 * Site-relative means one slash followed by something other than `/` or `\`: browsers read
 * `//evil.example` and `/\evil.example` as another host.
 */

/** Control characters (C0, DEL, C1) and the JS line separators: never part of a real URL. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/\\\s?#@]/i;
const SITE_RELATIVE = /^\/(?![/\\])/;
/** Links (not resources) may also open the phone or mail app. */
const LINK_ONLY = /^(mailto:|tel:)[^\s]/i;

export type UrlUse = 'resource' | 'link';

const USERINFO_REASON = 'a URL must not carry a user name or password (user:password@host): a browser sends them, and a shopper reads the wrong host';

/** True for an absolute URL carrying userinfo (`https://user:pw@host`), in whatever spelling a browser reads as one. */
function hasUserinfo(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '' || /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(value.replace(/\\/g, '/'));
  } catch {
    return false;
  }
}

/** Why a URL is refused, or undefined when it is safe. `link` also allows mailto: and tel:. */
export function unsafeUrlReason(value: string, use: UrlUse = 'resource'): string | undefined {
  if (CONTROL.test(value)) return 'a URL must not contain control characters or line breaks';
  if (ABSOLUTE_HTTP.test(value)) return hasUserinfo(value) ? USERINFO_REASON : undefined;
  if (SITE_RELATIVE.test(value)) return undefined;
  if (use === 'link' && LINK_ONLY.test(value)) return undefined;
  const allowed = use === 'link' ? 'https://…, http://…, /a-path on this site, mailto: or tel:' : 'https://…, http://… or /a-path on this site';
  return `expected ${allowed} (javascript:, data:, vbscript:, //host and /\\host are refused)`;
}

export function isSafeUrl(value: string, use: UrlUse = 'resource'): boolean {
  return unsafeUrlReason(value, use) === undefined;
}

const refined = (use: UrlUse) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const reason = unsafeUrlReason(value, use);
      if (reason) ctx.addIssue({ code: 'custom', message: `${reason}; received ${JSON.stringify(value.slice(0, 60))}` });
    });

/** An image, video, logo, map or page URL: http(s) or site-relative. */
export const safeUrl = () => refined('resource');

/** A link a shopper follows (menus, buttons, offer links): also mailto: and tel:. */
export const safeLink = () => refined('link');

/** An origin or page on another host (the site's own URL, API and search hosts): http(s) only. */
export const httpUrl = () =>
  z
    .url({ protocol: /^https?$/, error: 'expected an absolute http:// or https:// URL' })
    .refine((value) => !CONTROL.test(value), 'a URL must not contain control characters or line breaks')
    .refine((value) => !hasUserinfo(value), USERINFO_REASON);
