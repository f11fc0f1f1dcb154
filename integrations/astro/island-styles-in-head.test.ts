import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dropInlineIslandStyle } from './island-styles-in-head.ts';

// The installed Astro's own file (its package exports do not name it).
const scriptsModule = fileURLToPath(new URL('../../node_modules/astro/dist/runtime/server/scripts.js', import.meta.url));

describe("Astro's island <style> stays out of <body>", () => {
  it("removes the inline <style> from the installed Astro's prescripts and keeps its scripts", () => {
    const code = readFileSync(scriptsModule, 'utf8');
    const changed = dropInlineIslandStyle(code, scriptsModule);
    expect(changed).not.toBeNull();
    expect(changed).not.toContain('<style>');
    expect(changed).toContain('<script>${getDirectiveScriptText(result, directive)}</script>');
  });

  it('leaves every other module alone', () => {
    expect(dropInlineIslandStyle('const a = "<style>${ISLAND_STYLES}</style>";', '/repo/src/pages/index.astro')).toBeNull();
  });

  it('fails loudly when Astro no longer writes the style there', () => {
    expect(() => dropInlineIslandStyle('export {}', '/x/node_modules/astro/dist/runtime/server/scripts.js')).toThrow(/island-styles-in-head/);
  });

  it('the rule Astro drops is in the stylesheet every page loads', () => {
    const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    expect(css).toMatch(/astro-island,\s*astro-slot,\s*astro-static-slot\s*\{\s*display:\s*contents;/);
  });
});
