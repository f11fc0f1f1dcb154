/**
 * The floor bench:build compares a dealer build with: a bare Astro project (no integrations, no
 * islands, default config) with one dynamic route that renders `pages` pages of about `pageBytes`
 * each — a 400-row table and one long paragraph, as the issue that set the goal measured it.
 * Written under the repository's .build/ so it resolves the same `astro` package as the dealers.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TABLE_ROWS = 400;
/** What one table row renders to (`<tr><td>n</td><td>Row n of slug</td></tr>`, about 45 bytes). */
const ROW_BYTES = 45;
/** Doctype, head, heading: the page's bytes outside the table and the paragraph. */
const FRAME_BYTES = 300;

export interface BareSite {
  root: string;
  paragraphBytes: number;
}

/** Writes the bare project into `root` (replacing what was there). */
export function writeBareAstroSite(root: string, pages: number, pageBytes: number): BareSite {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  const paragraphBytes = Math.max(0, Math.round(pageBytes - TABLE_ROWS * ROW_BYTES - FRAME_BYTES));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'bare-astro-floor', private: true, type: 'module' }));
  writeFileSync(join(root, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n");
  writeFileSync(
    join(root, 'src/pages/[slug].astro'),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, i) => ({ params: { slug: 'page-' + i } }));
}
const { slug } = Astro.params;
const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor ';
const paragraph = words.repeat(Math.ceil(${paragraphBytes} / words.length)).slice(0, ${paragraphBytes});
const rows = Array.from({ length: ${TABLE_ROWS} }, (_, i) => i);
---
<html lang="en">
  <head><meta charset="utf-8" /><title>{slug}</title></head>
  <body>
    <h1>{slug}</h1>
    <table>{rows.map((i) => <tr><td>{i}</td><td>Row {i} of {slug}</td></tr>)}</table>
    <p>{paragraph}</p>
  </body>
</html>
`,
  );
  return { root, paragraphBytes };
}
