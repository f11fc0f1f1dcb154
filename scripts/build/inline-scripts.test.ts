import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptCandidates } from './site-security.ts';

describe('inlineScripts', () => {
  it('finds the inline scripts a browser would run, with their exact text (for the CSP hash)', () => {
    const html =
      '<head><script>a();\n</script><script type="module">import "x";</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script></head>';
    expect(inlineScripts(html)).toEqual(['a();\n', 'import "x";']);
  });

  it('treats "<script>" in attribute values and escaped text as the dealer text it is', () => {
    const html =
      '<meta name="description" content="<script>top.__pwn(4)//"><meta property="og:title" content="x">' +
      "<title>&lt;script&gt;alert(1)&lt;/script&gt;</title><p title='<script>alert(2)</script>'>&lt;script&gt;</p>";
    expect(inlineScripts(html)).toEqual([]);
  });

  it('keeps entities in a script as written (browsers do not decode them there)', () => {
    expect(inlineScripts('<script>if (a &amp;&amp; b) c("</p>")</script>')).toEqual(['if (a &amp;&amp; b) c("</p>")']);
  });
});

describe('scriptCandidates (the fast scan before the parser)', () => {
  it('sees every real inline script, and also "<script>" text inside attribute values', () => {
    const html =
      '<meta content="<script>x()</script>"><script>a();</script><script data-src="x" data-type="application/json">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(scriptCandidates(html)).toEqual(['x()', 'a();', 'b()']);
  });

  it('swallows a real script that starts inside a false match, so the page goes to the parser', () => {
    const html = '<p title="<script>">x</p><script>real()</script>';
    expect(scriptCandidates(html)).toEqual(['">x</p><script>real()']);
    expect(inlineScripts(html)).toEqual(['real()']);
  });
});
