import { describe, expect, it } from 'vitest';
import { gzipBytes, htmlWeight } from './html-weight.ts';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_astro/BaseLayout.abc.css"><link rel="icon" href="/logo.svg">',
  '<link href="/_astro/page.def.css" rel="stylesheet">',
  '<script type="application/ld+json">{"@type":"Car"}</script>',
  '<noscript><style>.a{b:c}</style></noscript><style>.d{e:f}</style>',
  '</head><body>',
  '<script>var x=1</script><script type="module" src="/_astro/a.js"></script><script type="module">import "/b.js"</script>',
  '<astro-island uid="1" component-url="/_astro/I.js" props="{&quot;a&quot;:[0,1]}"></astro-island>',
  '<astro-island uid="2" component-url="/_astro/J.js"></astro-island>',
  '</body></html>',
].join('');

describe('htmlWeight', () => {
  const weight = htmlWeight(page);

  it('weighs the page raw and gzip', () => {
    expect(weight.raw).toBe(Buffer.byteLength(page));
    expect(weight.gzip).toBe(gzipBytes(page));
    expect(weight.gzip).toBeLessThan(weight.raw);
  });

  it('counts inline CSS, inline scripts (not src, not JSON-LD) and JSON-LD apart', () => {
    expect(weight.inlineCss).toBe('.a{b:c}'.length + '.d{e:f}'.length);
    expect(weight.inlineScript).toBe('var x=1'.length + 'import "/b.js"'.length);
    expect(weight.jsonLd).toBe('{"@type":"Car"}'.length);
  });

  it('counts the props islands hydrate from', () => {
    expect(weight.islandProps).toBe('{&quot;a&quot;:[0,1]}'.length);
  });

  it('lists linked stylesheets in order, whatever the attribute order, and nothing else', () => {
    expect(weight.stylesheets).toEqual(['/_astro/BaseLayout.abc.css', '/_astro/page.def.css']);
  });

  it('multi-byte text counts in bytes', () => {
    expect(htmlWeight('<p>≤</p>').raw).toBe(10);
  });
});
