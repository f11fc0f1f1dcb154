import { describe, expect, it } from 'vitest';
import { svgProblems } from './svg-safety.ts';

const plain =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/><text x="1" y="5" style="font: 2px sans-serif">Dealer</text></svg>';

describe('dealer SVG files', () => {
  it('keeps a plain logo with gradients, text and internal references', () => {
    expect(svgProblems(plain)).toEqual([]);
  });

  it.each([
    ['<svg><script>alert(1)</script></svg>', 'a <script> element'],
    ['<svg><svg:script>alert(1)</svg:script></svg>', 'a <script> element'],
    ['<svg onload="alert(1)"></svg>', 'an event handler attribute (on…=)'],
    ['<svg><rect\nonclick=alert(1) /></svg>', 'an event handler attribute (on…=)'],
    ['<svg><foreignObject><body><img src=x></body></foreignObject></svg>', 'embedded HTML or another document'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>', 'an XML entity declaration'],
    ['<svg><style>@import url(https://evil.example/x.css);</style></svg>', 'a stylesheet that loads something'],
    ['<svg><rect fill="url(https://evil.example/track)"/></svg>', 'a stylesheet that loads something'],
    ['<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>', 'an animation that rewrites a link'],
  ])('refuses %s', (svg, reason) => {
    expect(svgProblems(svg)).toContain(reason);
  });

  it.each([
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><a xlink:href="&#106;avascript&#58;alert(1)"><text>x</text></a></svg>',
    '<svg><a href="java\tscript:alert(1)"><text>x</text></a></svg>',
    '<svg><image href="https://tracker.example/p.png"/></svg>',
    '<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>',
  ])('refuses a link out of the picture: %s', (svg) => {
    expect(svgProblems(svg).join()).toContain('a link out of the picture');
  });

  it('accepts an embedded raster picture', () => {
    expect(svgProblems('<svg><image href="data:image/png;base64,iVBORw0KGgo="/></svg>')).toEqual([]);
  });
});
