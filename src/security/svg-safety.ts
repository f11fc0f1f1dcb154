/**
 * Whether a dealer's SVG file is a picture and nothing more. An SVG opened on its own is a document
 * that can run script on the dealer's origin, so a file with anything active is not published
 * (the build names the file and the reason). Second layer: every SVG is served with a CSP that
 * forbids script (`SVG_FILE_POLICY` in csp.ts, a `sandbox`).
 *
 * Character references are decoded before checking, so `&#106;avascript:` is seen as what an XML
 * parser makes of it. Links (href) may only point inside the file (#id) or at an embedded picture.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16) || 0xfffd);
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10) || 0xfffd);
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const FORBIDDEN: Array<[RegExp, string]> = [
  [/<\s*(?:[\w-]+:)?script\b/i, 'a <script> element'],
  [/<\s*(?:[\w-]+:)?(?:foreignObject|iframe|embed|object|handler|listener|html|body)\b/i, 'embedded HTML or another document'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/<!ENTITY/i, 'an XML entity declaration'],
  [/<\?xml-stylesheet/i, 'an external stylesheet'],
  [/@import|url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i, 'a stylesheet that loads something'],
  [/<\s*(?:[\w-]+:)?(?:set|animate)\b[^>]*attributeName\s*=\s*["']?\s*(?:xlink:)?href/i, 'an animation that rewrites a link'],
];

/** href / xlink:href values: only #fragment or an embedded raster picture. */
function badLinks(text: string): string[] {
  const bad: string[] = [];
  for (const match of text.matchAll(/\s(?:[\w-]+:)?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').replace(/[\s\u0000-\u001f]/g, '');
    if (value.startsWith('#') || /^data:image\/(?:png|jpeg|gif|webp);base64,/i.test(value)) continue;
    bad.push(value.slice(0, 40));
  }
  return bad;
}

/** Reasons the SVG is not a plain picture (empty when it is). */
export function svgProblems(svg: string): string[] {
  const text = decodeReferences(svg);
  const problems = FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(([, reason]) => reason);
  const links = badLinks(text);
  if (links.length > 0) problems.push(`a link out of the picture (${links.map((l) => JSON.stringify(l)).join(', ')})`);
  if (!/<svg[\s>]/i.test(text)) problems.push('no <svg> element');
  return problems;
}
