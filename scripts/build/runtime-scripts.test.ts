import { describe, expect, it } from 'vitest';
import { externalizeRuntime, runtimeScripts } from './runtime-scripts.ts';

const RUNTIME = '(()=>{customElements.define("x-island",class extends HTMLElement{})})();';
const DIRECTIVE = '(()=>{(self.Astro||(self.Astro={})).interaction=()=>{};window.dispatchEvent(new Event("astro:interaction"))})();';
const scripts = runtimeScripts([RUNTIME, `\n${DIRECTIVE}\n`, RUNTIME]);
const run = (html: string) => externalizeRuntime(Buffer.from(html), scripts).toString('utf8');
const [runtimeSrc, directiveSrc] = scripts.map((s) => s.src);

describe('runtime scripts out of the page', () => {
  it('names each distinct text once, by its content', () => {
    expect(scripts).toHaveLength(2);
    expect(runtimeSrc).toMatch(/^\/_astro\/runtime\.[\w-]{12}\.js$/);
    expect(runtimeScripts([RUNTIME])[0]!.src).toBe(runtimeSrc);
    expect(scripts[1]!.text).toBe(DIRECTIVE);
  });

  it('replaces every inline copy in place, with or without blank space around the text', () => {
    const html = `<p>a</p><script>${DIRECTIVE}\n</script><script>${RUNTIME}</script><x-island></x-island><script>\n  ${RUNTIME}  </script>`;
    expect(run(html)).toBe(
      `<p>a</p><script src="${directiveSrc}"></script><script src="${runtimeSrc}"></script><x-island></x-island><script src="${runtimeSrc}"></script>`,
    );
  });

  it('leaves everything else as it is: other scripts, the text with attributes, inside other text', () => {
    const html = [
      `<script>${RUNTIME}alert(1)</script>`,
      `<script type="module">${RUNTIME}</script>`,
      `<p title="<script>${RUNTIME.replaceAll('"', '&quot;')}</script>">x</p>`,
      `<p>${RUNTIME}</p>`,
      '<script>let a = 1;</script>',
    ].join('');
    expect(run(html)).toBe(html);
  });
});
