/**
 * Whether a dealer's SVG file is a picture and nothing more. An SVG opened on its own is a document
 * that can run script on the dealer's origin, so a file with anything active is not published
 * (the build names the file and the reason). Second layer: every SVG is served with a CSP that
 * forbids script (`SVG_FILE_POLICY` in csp.ts, a `sandbox`).
 *
 * The file is parsed as XML with namespaces (saxes, a conforming parser) and judged the way a browser
 * sees it: an element by its namespace URI and local name, whatever prefix spells it (`<a.b:script>`
 * and `<é:script>` bound to the SVG namespace are SVG `script`), against the allow-list in
 * svg-vocabulary.ts. Character references are the parser's to decode, so `&#106;avascript:` is seen
 * as what it means. A file that is not well-formed is refused: a browser will not show it either.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import {
  ANIMATION_ELEMENTS,
  EDITOR_ATTRIBUTE_NAMESPACES,
  FREE_ATTRIBUTE,
  METADATA_NAMESPACES,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_NS,
  XHTML_NS,
  XLINK_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
  XMLNS_NS,
} from './svg-vocabulary.ts';

/** Elements that hold another document or script, named apart because they are the usual attack. */
const DOCUMENT_ELEMENTS = new Set(['foreignObject', 'iframe', 'embed', 'object', 'handler', 'listener', 'html', 'body']);

/** href / xlink:href: only a #fragment of this file or an embedded raster picture. */
const SAFE_LINK = /^(?:#|data:image\/(?:png|jpeg|gif|webp);base64,)/i;

/** CSS (a <style> element, a style or presentation attribute) that loads nothing: only url(#id) or a raster data: URL. */
export function cssLoadsSomething(css: string): boolean {
  if (/@import|image-set\(|\\/i.test(css)) return true;
  for (const match of css.matchAll(/url\(\s*(["']?)\s*([^)]*)/gi)) {
    if (!SAFE_LINK.test(match[2]!.replace(/^["']/, ''))) return true;
  }
  return false;
}

const shown = (name: string) => JSON.stringify(name.slice(0, 60));

class SvgJudge {
  readonly problems = new Set<string>();
  private readonly links: string[] = [];
  private readonly open: SaxesTagNS[] = [];
  private sawRoot = false;

  element(tag: SaxesTagNS): void {
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (tag.uri !== SVG_NS || tag.local !== 'svg') this.problems.add(`a root element ${shown(tag.name)} that is not <svg> in the SVG namespace (${SVG_NS})`);
    }
    this.open.push(tag);
    const known = tag.uri === SVG_NS ? SVG_ELEMENTS.has(tag.local) : METADATA_NAMESPACES.has(tag.uri ?? '');
    if (tag.local === 'script') this.problems.add('a <script> element');
    else if (DOCUMENT_ELEMENTS.has(tag.local) || tag.uri === XHTML_NS) this.problems.add('embedded HTML or another document');
    else if (!known)
      this.problems.add(`an element outside the SVG picture vocabulary (<${tag.name}>: ${tag.local} in ${tag.uri ? `namespace ${tag.uri}` : 'no namespace'})`);
    // A refused element's own attributes are not listed one by one; handlers and links still are.
    for (const attribute of Object.values(tag.attributes)) this.attribute(tag, attribute, known);
  }

  closed(): void {
    this.open.pop();
  }

  text(text: string): void {
    const parent = this.open.at(-1);
    if (parent?.uri === SVG_NS && parent.local === 'style' && cssLoadsSomething(text)) this.problems.add('a stylesheet that loads something');
  }

  private attribute(tag: SaxesTagNS, attribute: SaxesAttributeNS, elementKnown: boolean): void {
    const { uri, local, value } = attribute;
    if (uri === XMLNS_NS) return;
    if (!uri && /^on/i.test(local)) {
      this.problems.add('an event handler attribute (on…=)');
      return;
    }
    const allowed =
      uri === ''
        ? tag.uri === SVG_NS
          ? SVG_ATTRIBUTES.has(local) || FREE_ATTRIBUTE.test(local)
          : METADATA_NAMESPACES.has(tag.uri ?? '')
        : uri === XLINK_NS
          ? XLINK_ATTRIBUTES.has(local)
          : uri === XML_NS
            ? XML_ATTRIBUTES.has(local)
            : EDITOR_ATTRIBUTE_NAMESPACES.has(uri);
    if (!allowed) {
      if (elementKnown)
        this.problems.add(
          `an attribute outside the SVG picture vocabulary (${shown(attribute.name)}: ${local} in ${uri ? `namespace ${uri}` : 'no namespace'})`,
        );
      return;
    }
    if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
      const link = value.replace(/[\s\u0000-\u001f]/g, '');
      if (!SAFE_LINK.test(link)) this.links.push(link.slice(0, 40));
    }
    if (uri === '' && !FREE_ATTRIBUTE.test(local) && cssLoadsSomething(value)) this.problems.add('a stylesheet that loads something');
    if (local === 'attributeName' && uri === '' && ANIMATION_ELEMENTS.has(tag.local)) {
      const target = value.trim().replace(/^.*:/, '');
      if (target === 'href') this.problems.add('an animation that rewrites a link');
      else if (!SVG_ATTRIBUTES.has(target)) this.problems.add(`an animation of an attribute outside the vocabulary (${shown(value)})`);
    }
  }

  finish(): string[] {
    if (this.links.length > 0) this.problems.add(`a link out of the picture (${this.links.map((l) => JSON.stringify(l)).join(', ')})`);
    if (!this.sawRoot) this.problems.add('no <svg> element');
    return [...this.problems];
  }
}

/** Reasons the SVG is not a plain picture (empty when it is). */
export function svgProblems(svg: string): string[] {
  const judge = new SvgJudge();
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('opentag', (tag) => judge.element(tag));
  parser.on('closetag', () => judge.closed());
  parser.on('text', (text) => judge.text(text));
  parser.on('cdata', (text) => judge.text(text));
  parser.on('doctype', (doctype) => {
    // An internal subset declares entities (expansion bombs, hidden markup); a plain DOCTYPE line is harmless.
    if (doctype.includes('[')) judge.problems.add('an XML entity declaration');
  });
  parser.on('processinginstruction', ({ target }) => {
    judge.problems.add(target.toLowerCase() === 'xml-stylesheet' ? 'an external stylesheet' : `a processing instruction <?${target.slice(0, 30)}?>`);
  });
  try {
    parser.write(svg).close();
  } catch (error) {
    return [...judge.problems, `not well-formed XML (${(error as Error).message.slice(0, 160)})`];
  }
  return judge.finish();
}
