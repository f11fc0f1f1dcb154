import { describe, expect, it } from 'vitest';
import { svgProblems } from './svg-safety.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = '') => `<svg ${SVG} ${XLINK}${attributes}>${body}</svg>`;

const plain = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/><text x="1" y="5" style="font: 2px sans-serif">Dealer</text>',
  ' viewBox="0 0 10 10"',
);

/** What design tools write: a DOCTYPE line, editor namespaces, RDF metadata, a style sheet, data- attributes. */
const exported = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: a design tool -->
<svg ${SVG} ${XLINK} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:serif="http://www.serif.com/" version="1.1" width="120" height="40" viewBox="0 0 120 40" xml:space="preserve" sodipodi:docname="logo.svg">
  <title>Harbour City Nissan</title>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></cc:Work></rdf:RDF></metadata>
  <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="1"/>
  <style type="text/css"><![CDATA[ .st0 { fill: #c3002f; } .st1 { fill: url(#grad); } ]]></style>
  <defs><radialGradient id="grad" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
    <filter id="shadow"><feGaussianBlur in="SourceAlpha" stdDeviation="1"/><feOffset dx="1" dy="1" result="o"/><feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <clipPath id="clip"><rect width="120" height="40"/></clipPath></defs>
  <g id="Layer_1" data-name="Layer 1" serif:id="Wordmark" inkscape:label="Wordmark" clip-path="url(#clip)" filter="url( '#shadow' )">
    <path class="st0" d="M0 0h40v40H0z" aria-hidden="true"/>
    <text x="44" y="26" font-family="'Helvetica Neue', Arial" font-size="14">Harbour <tspan font-weight="bold">City</tspan></text>
    <circle cx="100" cy="20" r="8" class="st1"><animate attributeName="r" values="8;9;8" dur="2s" repeatCount="indefinite"/></circle>
    <image width="4" height="4" xlink:href="data:image/png;base64,iVBORw0KGgo="/>
  </g>
</svg>`;

describe('dealer SVG files', () => {
  it('keeps a plain logo with gradients, text and internal references', () => {
    expect(svgProblems(plain)).toEqual([]);
  });

  it('keeps what design tools export: DOCTYPE line, editor metadata, CDATA style sheet, filters, animation', () => {
    expect(svgProblems(exported)).toEqual([]);
  });

  it('accepts an embedded raster picture', () => {
    expect(svgProblems(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toEqual([]);
  });

  describe('script under any spelling of the SVG namespace', () => {
    // Every prefix form an XML name allows: plain, default namespace on the element, a dot, a hyphen,
    // an underscore, digits, a non-ASCII letter, a combining mark, an ideograph, and "svg" itself.
    const prefixes = ['svg', 'a.b', 'a-b', '_x', 'x1.2', 'é', 'ä.ö', 'e\u0301', '名前', 'ſ', 'SVG'];
    it.each(prefixes)('refuses <%s:script> bound to the SVG namespace', (prefix) => {
      const file = `<svg ${SVG}><${prefix}:script xmlns:${prefix}="http://www.w3.org/2000/svg">top.__pwn(1)</${prefix}:script></svg>`;
      expect(svgProblems(file)).toContain('a <script> element');
    });
    it.each(prefixes)('refuses <%s:foreignObject> bound to the SVG namespace', (prefix) => {
      const file = `<svg ${SVG} xmlns:${prefix}="http://www.w3.org/2000/svg"><${prefix}:foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="top.__pwn(2)"/></body></${prefix}:foreignObject></svg>`;
      expect(svgProblems(file)).toContain('embedded HTML or another document');
    });
    it.each(prefixes)('refuses a javascript: link in %s:href bound to the XLink namespace', (prefix) => {
      const file = `<svg ${SVG} xmlns:${prefix}="http://www.w3.org/1999/xlink"><a ${prefix}:href="javascript:top.__pwn(3)"><text>x</text></a></svg>`;
      expect(svgProblems(file).join()).toContain('a link out of the picture ("javascript:top.__pwn(3)")');
    });
    it('refuses a script whose element inherits the SVG namespace as the default', () => {
      expect(
        svgProblems(`<x:svg xmlns:x="http://www.w3.org/2000/svg"><g xmlns="http://www.w3.org/2000/svg"><script>top.__pwn(4)</script></g></x:svg>`),
      ).toContain('a <script> element');
    });
    it('refuses HTML elements brought in by a default namespace', () => {
      const file = svg('<g><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:top.__pwn(5)"/></g>');
      expect(svgProblems(file)).toContain('embedded HTML or another document');
      expect(svgProblems(svg('<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>'))).toContain('embedded HTML or another document');
    });
  });

  it.each([
    [svg('<script>alert(1)</script>'), 'a <script> element'],
    [svg('', ' onload="alert(1)"'), 'an event handler attribute (on…=)'],
    [svg('<rect\nONclick=" alert(1)" />'), 'an event handler attribute (on…=)'],
    [svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></body></foreignObject>'), 'embedded HTML or another document'],
    [`<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}>&x;</svg>`, 'an XML entity declaration'],
    [`<?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}/>`, 'an external stylesheet'],
    [svg('<style>@import url(https://evil.example/x.css);</style>'), 'a stylesheet that loads something'],
    [svg('<style><![CDATA[ rect { fill: url( "https://evil.example/t" ) } ]]></style>'), 'a stylesheet that loads something'],
    [svg('<style>rect { background: u\\72l(https://evil.example/t) }</style>'), 'a stylesheet that loads something'],
    [svg('<rect fill="url(https://evil.example/track)"/>'), 'a stylesheet that loads something'],
    [svg('<rect style="fill:url(//evil.example/t)"/>'), 'a stylesheet that loads something'],
    [svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), 'an animation that rewrites a link'],
    [svg('<a><animate attributeName="xlink:href" values="javascript:alert(1)"/><text>x</text></a>'), 'an animation that rewrites a link'],
    [svg('<a><animate attributeName="onclick" values="alert(1)"/></a>'), 'an animation of an attribute outside the vocabulary ("onclick")'],
    [`<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`, 'a <script> element'],
  ])('refuses %s', (file, reason) => {
    expect(svgProblems(file)).toContain(reason);
  });

  it.each([
    ['an SVG element not in the vocabulary', svg('<handler type="application/ecmascript">alert(1)</handler>'), 'embedded HTML or another document'],
    ['an element that loads a file', svg('<cursor xlink:href="https://evil.example/c.png"/>'), 'an element outside the SVG picture vocabulary (<cursor>'],
    [
      'MathML',
      svg('<math xmlns="http://www.w3.org/1998/Math/MathML"><maction actiontype="statusline">x</maction></math>'),
      'an element outside the SVG picture vocabulary (<math>',
    ],
    ['an unknown namespace', svg('<x:thing xmlns:x="urn:evil"/>'), 'an element outside the SVG picture vocabulary (<x:thing>: thing in namespace urn:evil)'],
    ['an attribute in an unknown namespace', svg('<rect e:x="1" xmlns:e="urn:evil"/>'), 'an attribute outside the SVG picture vocabulary ("e:x"'],
    ['xml:base', svg('<g xml:base="https://evil.example/"/>'), 'an attribute outside the SVG picture vocabulary ("xml:base"'],
    ['an unknown attribute', svg('<rect formaction="x"/>'), 'an attribute outside the SVG picture vocabulary ("formaction"'],
    ['a root that is not SVG', '<svg><rect/></svg>', 'a root element "svg" that is not <svg> in the SVG namespace'],
    ['another processing instruction', `<svg ${SVG}><?php echo 1 ?></svg>`, 'a processing instruction <?php?>'],
  ])('refuses %s', (_, file, reason) => {
    expect(svgProblems(file).join('\n')).toContain(reason);
  });

  it.each([
    svg('<a href="javascript:alert(1)"><text>x</text></a>'),
    svg('<a xlink:href="&#106;avascript&#58;alert(1)"><text>x</text></a>'),
    svg('<a href="java&#9;script:alert(1)"><text>x</text></a>'),
    svg('<a href="https://evil.example/"><text>x</text></a>'),
    svg('<image href="https://tracker.example/p.png"/>'),
    svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
    svg('<use href="https://evil.example/sprite.svg#a"/>'),
    svg('<feImage xlink:href="https://evil.example/p.png"/>'),
  ])('refuses a link out of the picture: %s', (file) => {
    expect(svgProblems(file).join()).toContain('a link out of the picture');
  });

  it.each([
    ['a tag left open', `<svg ${SVG}><g></svg>`],
    ['an unbound prefix', `<svg ${SVG}><x:script>alert(1)</x:script></svg>`],
    ['an undeclared entity', `<svg ${SVG}>&nbsp;</svg>`],
    ['HTML-style attributes', `<svg ${SVG}><rect onclick=alert(1) /></svg>`],
    ['text after the root', `<svg ${SVG}/><script>alert(1)</script>`],
    ['nothing at all', ''],
  ])('refuses what is not well-formed XML: %s', (_, file) => {
    expect(svgProblems(file).join()).toMatch(/not well-formed XML|no <svg> element/);
  });
});
