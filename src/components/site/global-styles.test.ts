import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Footer.astro, NavDropdown.astro and PaymentCards.astro style their markup with global rules (no per-element scoping
 * attributes: docs/performance.md, "HTML weight"); each rule must stay under the component's own root
 * class, or it would style the rest of the page.
 */
const GLOBAL_STYLES = [
  { file: 'Footer.astro', root: /^\.site-footer(?:__[a-z-]+)?(?=[\s:.[]|$)/ },
  { file: 'NavDropdown.astro', root: /^\.nav-dropdown__[a-z-]+(?=[\s:.[]|$)/ },
  { file: 'PaymentCards.astro', root: /^\.payment-cards(?:__[a-z-]+)?(?=[\s:.[]|$)/ },
];

function selectorsOf(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g);
  return [...rules].flatMap(([, prelude]) => (prelude ?? '').split(',').map((selector) => selector.trim())).filter((s) => !s.startsWith('@'));
}

describe("global component styles stay under the component's root class", () => {
  for (const { file, root } of GLOBAL_STYLES) {
    it(file, () => {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const css = /<style is:global>([\s\S]*?)<\/style>/.exec(source)?.[1];
      expect(css, `${file} has a global <style>`).toBeTruthy();
      const selectors = selectorsOf((css ?? '').replace(/@(media|supports)[^{]*\{/g, ''));
      expect(selectors.length).toBeGreaterThan(3);
      for (const selector of selectors) expect(selector, `${file}: ${selector}`).toMatch(root);
    });
  }

  it('catches a rule that would style the page', () => {
    expect(selectorsOf('.site-footer a { color: red } li, .site-footer ul { margin: 0 }')).toEqual(['.site-footer a', 'li', '.site-footer ul']);
    expect('li').not.toMatch(GLOBAL_STYLES[0]!.root);
    expect('.site-footerx a').not.toMatch(GLOBAL_STYLES[0]!.root);
  });
});
