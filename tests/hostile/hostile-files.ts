/**
 * Hostile files in the hostile dealer's public/ folder: SVG pictures with script under every
 * namespace-prefix form XML allows, embedded HTML, links and animations that run script, entity and
 * stylesheet tricks, an HTML document under an .svg name, an SVG under a .png name, a symbolic and a
 * hard link to a file outside the folder. Each runs its payload (`top.__pwn(id)`) when opened on its
 * own from a server that sends no `_headers`, on load or on a click: tests/e2e/hostile-dealer.spec.ts
 * proves that on the raw files, then that the built site refuses them or serves them inert.
 */
import { linkSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface HostileFile {
  /** Site path under public/ ("hostile/x.svg"). */
  path: string;
  /** The payload id the file runs. */
  id: number;
  /** How the payload runs when the raw file is opened from a server that sends no headers. */
  runs: 'on load' | 'on click' | 'never (a picture type)';
  /** What the build must do: leave it out, or publish it where it cannot run (an SVG under a picture type). */
  expect: 'refused' | 'published inert';
  what: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const pwn = (id: number) => `top.__pwn(${id})`;
/** A link covering the whole picture, so a click anywhere follows it. */
const clickable = (open: string, close = '</a>') => `${open}<rect width="100%" height="100%" fill="#c00"/>${close}`;

/** Every form of namespace prefix: a dot, a hyphen, an underscore, digits, non-ASCII letters, a combining mark, an ideograph. */
export const NAMESPACE_PREFIXES = ['svg', 'a.b', 'a-b', '_x', 'x1.2', 'é', 'ä.ö', 'e\u0301', '名前', 'SVG'];

export const FILE_ID_BASE = 1000;

export function hostileFileContents(): Array<HostileFile & { text: string }> {
  const files: Array<HostileFile & { text: string }> = [];
  let id = FILE_ID_BASE;
  const svg = (name: string, runs: HostileFile['runs'], what: string, text: (id: number) => string) => {
    id += 1;
    files.push({ path: `hostile/${name}`, id, runs, expect: 'refused', what, text: text(id) });
  };
  svg('script.svg', 'on load', '<script>', (n) => `<svg xmlns="${SVG_NS}"><script>${pwn(n)}</script></svg>`);
  NAMESPACE_PREFIXES.forEach((prefix, i) => {
    svg(
      `prefix-${i}-script.svg`,
      'on load',
      `<${prefix}:script> bound to the SVG namespace`,
      (n) => `<svg xmlns="${SVG_NS}"><${prefix}:script xmlns:${prefix}="${SVG_NS}">${pwn(n)}</${prefix}:script></svg>`,
    );
    svg(
      `prefix-${i}-foreign-object.svg`,
      'on load',
      `<${prefix}:foreignObject> with HTML inside`,
      (n) =>
        `<svg xmlns="${SVG_NS}" xmlns:${prefix}="${SVG_NS}" width="200" height="200"><${prefix}:foreignObject width="200" height="200"><img xmlns="${XHTML_NS}" src="/missing.png" onerror="${pwn(n)}"/></${prefix}:foreignObject></svg>`,
    );
    svg(
      `prefix-${i}-xlink-href.svg`,
      'on click',
      `<a ${prefix}:href="javascript:…"> bound to the XLink namespace`,
      (n) => `<svg xmlns="${SVG_NS}" xmlns:${prefix}="${XLINK_NS}" width="200" height="200">${clickable(`<a ${prefix}:href="javascript:${pwn(n)}">`)}</svg>`,
    );
  });
  svg(
    'default-namespace-script.svg',
    'on load',
    'a <script> that inherits the SVG namespace from a default declaration',
    (n) => `<x:svg xmlns:x="${SVG_NS}"><g xmlns="${SVG_NS}"><script>${pwn(n)}</script></g></x:svg>`,
  );
  svg(
    'html-script.svg',
    'on load',
    'an XHTML <script> inside the picture',
    (n) => `<svg xmlns="${SVG_NS}"><h:script xmlns:h="${XHTML_NS}">${pwn(n)}</h:script></svg>`,
  );
  svg(
    'html-document.svg',
    'on load',
    'an XHTML document under an .svg name',
    (n) => `<html xmlns="${XHTML_NS}"><body><script>${pwn(n)}</script></body></html>`,
  );
  svg('onload.svg', 'on load', 'an onload handler', (n) => `<svg xmlns="${SVG_NS}" onload="${pwn(n)}"/>`);
  svg(
    'escaped-link.svg',
    'on click',
    'a character-escaped javascript: link',
    (n) => `<svg xmlns="${SVG_NS}" width="200" height="200">${clickable(`<a href="&#106;ava&#x09;script&#58;${pwn(n)}">`)}</svg>`,
  );
  svg(
    'set-href.svg',
    'on click',
    'an animation that turns a link into javascript:',
    (n) => `<svg xmlns="${SVG_NS}" width="200" height="200">${clickable(`<a href="#x"><set attributeName="href" to="javascript:${pwn(n)}"/>`)}</svg>`,
  );
  svg(
    'entity.svg',
    'on load',
    'markup hidden in an entity',
    (n) => `<!DOCTYPE svg [<!ENTITY payload "<script xmlns='${SVG_NS}'>${pwn(n)}</script>">]><svg xmlns="${SVG_NS}">&payload;</svg>`,
  );
  svg('upper-case.SVG', 'on load', 'a scripted SVG under an upper-case extension', (n) => `<svg xmlns="${SVG_NS}"><script>${pwn(n)}</script></svg>`);
  id += 1;
  files.push({
    path: 'hostile/svg-named-png.png',
    id,
    runs: 'never (a picture type)',
    expect: 'published inert',
    what: 'a scripted SVG under a .png name (served as image/png, never as a document)',
    text: `<svg xmlns="${SVG_NS}"><script>${pwn(id)}</script></svg>`,
  });
  return files;
}

/** The links: a symbolic and a hard link in public/ to a scripted SVG outside the dealer folder. */
export const LINKED_FILES: HostileFile[] = [
  { path: 'hostile/symbolic-link.svg', id: 1900, runs: 'on load', expect: 'refused', what: 'a symbolic link to a file outside the folder' },
  { path: 'hostile/hard-link.svg', id: 1901, runs: 'on load', expect: 'refused', what: 'a hard link to a file outside the folder' },
];

/** The text of the file outside the folder the links point at: found anywhere in the built site, it leaked. */
export const OUTSIDE_MARKER = 'operator-only-file-outside-the-dealer-folder';

/** The dealer's own logo (the theme shows /logo.svg), as a design tool exports it: it must still be published. */
export const PLAIN_LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 120 40" inkscape:version="1.3">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#600"/></linearGradient></defs>
  <title>Hostile Motors</title><rect width="120" height="40" rx="4" fill="url(#g)"/><use xlink:href="#g"/>
  <text x="8" y="26" fill="#fff" font-family="sans-serif" font-size="16">Hostile Motors</text>
</svg>
`;

/** Writes the files into `<dealerDir>/public/` and the linked-to file into `outsideDir`. */
export function writeHostileFiles(dealerDir: string, outsideDir: string): HostileFile[] {
  const files = hostileFileContents();
  mkdirSync(join(dealerDir, 'public'), { recursive: true });
  writeFileSync(join(dealerDir, 'public', 'logo.svg'), PLAIN_LOGO);
  for (const file of files) {
    mkdirSync(dirname(join(dealerDir, 'public', file.path)), { recursive: true });
    writeFileSync(join(dealerDir, 'public', file.path), file.text);
  }
  rmSync(outsideDir, { recursive: true, force: true });
  mkdirSync(outsideDir, { recursive: true });
  const [symbolic, hard] = LINKED_FILES as [HostileFile, HostileFile];
  const outside = (link: HostileFile) => {
    const target = join(outsideDir, `${link.id}.svg`);
    writeFileSync(target, `<svg xmlns="${SVG_NS}"><desc>${OUTSIDE_MARKER}</desc><script>${pwn(link.id)}</script></svg>`);
    return target;
  };
  symlinkSync(outside(symbolic), join(dealerDir, 'public', symbolic.path));
  linkSync(outside(hard), join(dealerDir, 'public', hard.path));
  return [...files.map(({ text: _, ...file }) => file), ...LINKED_FILES];
}
