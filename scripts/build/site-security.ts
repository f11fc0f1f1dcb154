/**
 * Build step after Astro and the dealer's public files: moves Astro's island runtime and directives
 * into cached files (runtime-scripts.ts), hashes the inline scripts the code wrote, refuses any other,
 * writes the dealer's CSP into every page (<meta http-equiv>, for CDNs that ignore `_headers`) and the
 * `_headers` file with the CSP, security and cache headers.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import { contentOrigins } from '../../src/security/content-origins.ts';
import { thirdPartySources } from '../../src/security/third-party-hosts.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy, SVG_FILE_POLICY, type CspInputs } from '../../src/security/csp.ts';
import { HEADERS_FILE, renderHeadersFile, siteHeaderRules } from '../../src/security/headers-file.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { externalizeRuntime, runtimeScripts, writeRuntimeFiles, type RuntimeScript } from './runtime-scripts.ts';
import { isTrustedScript, loadTrustedScripts, type TrustedScripts } from './trusted-inline-scripts.ts';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Script types a browser runs (JSON-LD and other data blocks are not scripts to the CSP). */
function isExecutable(typeAttribute: string | undefined): boolean {
  const type = typeAttribute?.trim().toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * Inline executable scripts of an HTML document, found by an HTML parser as a browser finds them:
 * "<script>" inside an attribute value or escaped text is dealer text, not a script.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let open: string | undefined;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name === 'script' && attribs.src === undefined && isExecutable(attribs.type)) open = '';
    },
    ontext(text) {
      if (open !== undefined) open += text;
    },
    onclosetag(name) {
      if (name === 'script' && open !== undefined) scripts.push(open);
      if (name === 'script') open = undefined;
    },
  });
  parser.end(html);
  return scripts;
}

/**
 * Every `<script>…</script>` a regular expression sees, executable and without src. Cheap, and a
 * superset of the real scripts: one inside an attribute value shows up too, and a real script whose
 * start sits inside such a false match is part of that match's text. So when every candidate is a
 * trusted script, so is every real one; otherwise the page goes through the HTML parser.
 */
export function scriptCandidates(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
    if (/(?:^|\s)src\s*=/i.test(attributes) || !isExecutable(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function cspMetaTag(policy: string): string {
  return `<meta http-equiv="content-security-policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
}

const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;
/** How much of a page's start is searched for its charset meta before the whole page is decoded. */
const HEAD_BYTES = 4096;

/** The CSP as a meta tag, placed first in <head> so it covers everything after it. */
export function withCspMeta(html: string, policy: string): string {
  const tag = cspMetaTag(policy);
  const charset = CHARSET_META.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length) : html;
}

/**
 * withCspMeta on the page's bytes: the charset meta sits in the first bytes of every page Astro writes,
 * so only those are decoded and the rest is copied as it is (a 2,000-car dealer has 440 MB of HTML to
 * decode and encode again otherwise). Any other page goes through withCspMeta.
 */
export function withCspMetaBytes(page: Buffer, policy: string): Buffer {
  const head = page.subarray(0, HEAD_BYTES).toString('utf8');
  // The leftmost match in the head is the leftmost in the page: a match cannot straddle another.
  const charset = CHARSET_META.exec(head);
  if (!charset) return Buffer.from(withCspMeta(page.toString('utf8'), policy), 'utf8');
  const at = Buffer.byteLength(head.slice(0, charset.index + charset[0].length), 'utf8');
  return Buffer.concat([page.subarray(0, at), Buffer.from(cspMetaTag(policy), 'utf8'), page.subarray(at)]);
}

/**
 * Below this a script costs more as a request than as bytes in every page. Our first-paint scripts
 * (watchlist state, visit tracker) are ~1.1 KB each, on every vehicle page.
 */
const SHARED_SCRIPT_MIN_BYTES = 512;

/** Trusted inline scripts written word for word on two pages or more, and big enough to be worth a file. */
export function sharedScriptTexts(pagesByText: ReadonlyMap<string, number>): string[] {
  return [...pagesByText].filter(([text, pages]) => pages >= 2 && Buffer.byteLength(text.trim(), 'utf8') >= SHARED_SCRIPT_MIN_BYTES).map(([text]) => text);
}

export interface SiteSecurityResult {
  ok: boolean;
  problems: string[];
  warnings: string[];
  csp: string;
  scriptHashes: number;
}

export async function applySiteSecurity(siteDir: string, bundle: TenantBundle, trusted?: TrustedScripts): Promise<SiteSecurityResult> {
  const trust = trusted ?? (await loadTrustedScripts());
  const htmlFiles = [...filesUnder(siteDir)].filter((file) => file.endsWith('.html'));
  const runtime = runtimeScripts(trust.exact);
  const usedRuntime = new Set<RuntimeScript>();
  /** Each trusted inline script text (as written: its CSP hash covers the whitespace) → pages it is on. */
  const trustedOn = new Map<string, number>();
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const html = externalizeRuntime(readFileSync(file), runtime, usedRuntime).toString('utf8');
    // The parser only where the fast scan meets a script it cannot vouch for (see scriptCandidates).
    const candidates = scriptCandidates(html);
    const scripts = candidates.every((text) => isTrustedScript(text, trust)) ? candidates : inlineScripts(html);
    for (const text of new Set(scripts)) {
      if (isTrustedScript(text, trust)) trustedOn.set(text, (trustedOn.get(text) ?? 0) + 1);
      else problems.push(`${relative(siteDir, file)}: an inline script the code did not write (${JSON.stringify(text.trim().slice(0, 60))}…)`);
    }
  }
  // A script of our own that many pages repeat word for word goes into a cached file too (as the runtime).
  const shared = runtimeScripts(sharedScriptTexts(trustedOn));
  const sharedTexts = new Set(shared.map((script) => script.text));
  const hashes = new Set([...trustedOn.keys()].filter((text) => !sharedTexts.has(text.trim())).map(scriptHash));
  const externalized = [...runtime, ...shared];
  const { config } = bundle;
  const engine = config.search.engine;
  const inputs: CspInputs = {
    platformApiUrl: config.integrations.platformApi.baseUrl,
    searchHost: engine.type === 'meilisearch' ? engine.host : null,
    scriptHashes: [...hashes],
    ...contentOrigins(bundle, config.url),
    thirdParty: thirdPartySources(config),
  };
  const csp = contentSecurityPolicy(inputs);
  if (problems.length > 0) return { ok: false, problems, warnings: [], csp, scriptHashes: hashes.size };

  const meta = metaContentSecurityPolicy(inputs);
  // A second read rather than every page held in memory (a 2,000-car dealer has 350 MB of HTML).
  writeRuntimeFiles(siteDir, [...usedRuntime, ...shared]);
  for (const file of htmlFiles) writeFileSync(file, withCspMetaBytes(externalizeRuntime(readFileSync(file), externalized), meta));
  // One pattern rule covers every SVG, however many (headers-file.ts): a second line of defence after the SVG check.
  const warnings: string[] = [];
  writeFileSync(join(siteDir, HEADERS_FILE), renderHeadersFile(siteHeaderRules({ csp, svgPolicy: SVG_FILE_POLICY })));
  return { ok: true, problems, warnings, csp, scriptHashes: hashes.size };
}
