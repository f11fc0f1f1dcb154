import { createHash } from 'node:crypto';

/**
 * Where a pull request's preview of one dealer lives: a host name of its own under the operator's
 * preview domain, `pr-<number>--<slug>.<domain>`, served from the store prefix of the same name. One
 * label (no dots) so a single wildcard certificate and DNS record cover every preview, and so the
 * sites' root-relative links work: each preview is an origin root.
 */
const MAX_LABEL = 63;

export function parsePr(value: string | undefined): number {
  const pr = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(pr) || pr < 1) throw new Error(`--pr: expected the pull request number, got "${value ?? ''}"`);
  return pr;
}

/** Every label of one pull request starts with this (the "--" ends the number: pr-7-- is not pr-70--). */
export const prLabelPrefix = (pr: number): string => `pr-${pr}--`;

/** A DNS label (lowercase letters, digits, hyphens, at most 63): long slugs are cut and keep a hash. */
export function previewLabel(pr: number, slug: string): string {
  const safe = slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const label = `${prLabelPrefix(pr)}${safe}`.replace(/-+$/, '');
  if (label.length <= MAX_LABEL && safe === slug) return label;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 8);
  return `${label.slice(0, MAX_LABEL - hash.length - 1).replace(/-+$/, '')}-${hash}`;
}

/**
 * `preview.example.com` → `https://<label>.preview.example.com`; a domain given with its scheme
 * (`http://preview.test:8080`, a local server) keeps that scheme and port.
 */
export function previewOrigin(label: string, domain: string): string {
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`);
  if (url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(`preview domain: expected a host name like previews.example.com, got "${domain}"`);
  return `${url.protocol}//${label}.${url.host}`;
}
