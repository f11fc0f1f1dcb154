/**
 * Astro writes its island runtime and each hydration directive inline, the same bytes on every page with an
 * island (7.6 KB raw on a vehicle page). This step moves each of those exact texts into one file under
 * `/_astro/` (immutable, cached for the whole visit) and leaves a `<script src>` where the inline script was:
 * still a classic, parser-blocking script in the same place, so everything runs in the same order as before
 * and the first-touch recorder still listens before the first island is parsed. Only texts the code itself
 * emits are moved (trusted-inline-scripts.ts), so the CSP's hash list shrinks and nothing else changes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RuntimeScript {
  /** The URL the page loads it from. */
  src: string;
  /** The file's text: exactly what the inline script ran, trimmed. */
  text: string;
  body: Buffer;
  /** What replaces the inline script in the page. */
  replacement: Buffer;
}

export const RUNTIME_DIR = '_astro';

export function runtimeScripts(texts: Iterable<string>): RuntimeScript[] {
  const seen = new Set<string>();
  const scripts: RuntimeScript[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const hash = createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 12);
    const src = `/${RUNTIME_DIR}/runtime.${hash}.js`;
    scripts.push({ src, text, body: Buffer.from(text, 'utf8'), replacement: Buffer.from(`<script src="${src}"></script>`, 'utf8') });
  }
  return scripts;
}

const OPEN = Buffer.from('<script>', 'utf8');
const CLOSE = Buffer.from('</script>', 'utf8');
const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d;

/** `<script>`, blank space, the body, blank space, `</script>` around `at`: the whole tag's bounds. */
function tagAround(page: Buffer, at: number, length: number): [number, number] | undefined {
  let start = at;
  while (isSpace(page[start - 1])) start--;
  let end = at + length;
  while (isSpace(page[end])) end++;
  const opens = start >= OPEN.length && page.subarray(start - OPEN.length, start).equals(OPEN);
  const closes = page.subarray(end, end + CLOSE.length).equals(CLOSE);
  return opens && closes ? [start - OPEN.length, end + CLOSE.length] : undefined;
}

/** The page with every inline copy of a runtime script replaced by its `<script src>`; `used` collects which. */
export function externalizeRuntime(page: Buffer, scripts: readonly RuntimeScript[], used?: Set<RuntimeScript>): Buffer {
  let out = page;
  for (const script of scripts) {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = out.indexOf(script.body); at >= 0; at = out.indexOf(script.body, at + script.body.length)) {
      const tag = tagAround(out, at, script.body.length);
      if (!tag) continue;
      parts.push(out.subarray(from, tag[0]), script.replacement);
      from = tag[1];
      used?.add(script);
    }
    if (parts.length === 0) continue;
    parts.push(out.subarray(from));
    out = Buffer.concat(parts);
  }
  return out;
}

export function writeRuntimeFiles(siteDir: string, scripts: Iterable<RuntimeScript>): void {
  mkdirSync(join(siteDir, RUNTIME_DIR), { recursive: true });
  for (const script of scripts) writeFileSync(join(siteDir, script.src), script.text);
}
