/**
 * The inline scripts the code itself writes into a page, so the CSP hashes only those. A script a
 * dealer's content smuggled into a page (past the content sanitiser) matches none of them, is never
 * hashed, and fails the build: the CSP stays a second line of defence instead of blessing it.
 *
 * Trusted texts come from three places: Astro's prebuilt hydration runtime, the project's own
 * hydration directives (built exactly as Astro builds them), and `<script is:inline>` bodies in
 * src/**\/*.astro (with `define:vars` constants, whose values must be plain JSON literals).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FORECOURT_DIRECTIVES } from '../../integrations/astro/forecourt-directives.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const ASTRO_PREBUILT = [
  'astro/runtime/server/astro-island.prebuilt.js',
  'astro/runtime/client/idle.prebuilt.js',
  'astro/runtime/client/load.prebuilt.js',
  'astro/runtime/client/media.prebuilt.js',
  'astro/runtime/client/only.prebuilt.js',
  'astro/runtime/client/visible.prebuilt.js',
];

function* astroFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* astroFiles(full);
    else if (entry.name.endsWith('.astro')) yield full;
  }
}

/** Bodies of `<script is:inline>` elements in the project's components, trimmed. */
export function inlineScriptBodies(srcDir = join(ROOT, 'src')): string[] {
  const bodies: string[] = [];
  for (const file of astroFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g)) bodies.push((match[1] ?? '').trim());
  }
  return bodies;
}

async function astroDirectiveScripts(): Promise<string[]> {
  // Astro's own directive builder (not exported), so the text is byte-for-byte what Astro emits.
  const builder = pathToFileURL(join(ROOT, 'node_modules/astro/dist/core/client-directive/build.js')).href;
  const { buildClientDirectiveEntrypoint } = (await import(builder)) as {
    buildClientDirectiveEntrypoint: (name: string, entrypoint: string, root: URL) => Promise<string>;
  };
  return Promise.all(FORECOURT_DIRECTIVES.map((d) => buildClientDirectiveEntrypoint(d.name, d.entrypoint, pathToFileURL(`${ROOT}/`))));
}

export interface TrustedScripts {
  /** Exact texts Astro's runtime and the project's directives emit. */
  exact: Set<string>;
  /** is:inline bodies from the project's components. */
  inlineBodies: Set<string>;
}

export async function loadTrustedScripts(): Promise<TrustedScripts> {
  const runtime = await Promise.all(ASTRO_PREBUILT.map(async (id) => ((await import(id)) as { default: string }).default));
  const directives = await astroDirectiveScripts();
  return { exact: new Set([...runtime, ...directives].map((s) => s.trim())), inlineBodies: new Set(inlineScriptBodies()) };
}

/** `const name = <JSON literal>;` lines Astro writes for define:vars: strings without markup only. */
const DEFINE_VAR = /^const [A-Za-z_$][\w$]* = ("(?:[^"\\<>]|\\[^<>])*"|-?\d+(?:\.\d+)?|true|false|null);$/;

function isDefineVarsScript(text: string, bodies: Set<string>): boolean {
  const match = /^\(function\(\)\{([\s\S]*)\}\)\(\);?$/.exec(text.trim());
  if (!match?.[1]) return false;
  const lines = match[1].split('\n');
  let i = 0;
  while (i < lines.length && DEFINE_VAR.test(lines[i] ?? '')) i++;
  if (i === 0) return false;
  return bodies.has(lines.slice(i).join('\n').trim());
}

export function isTrustedScript(text: string, trusted: TrustedScripts): boolean {
  const trimmed = text.trim();
  return trusted.exact.has(trimmed) || trusted.inlineBodies.has(trimmed) || isDefineVarsScript(text, trusted.inlineBodies);
}
