/**
 * The hostile-dealer corpus: at least 200 distinct XSS payloads. Each carries its own number, and
 * the script it tries to run reports that number (`top.__pwn(n)`, or a dialog where a frame has
 * no access to the page), so the test can say exactly which payload ran, if any.
 */
export interface Payload {
  id: number;
  /** What kind of attack it is, for the report. */
  family: string;
  text: string;
}

type Template = (js: string, id: number) => string;

const run = (id: number) => `top.__pwn(${id})`;

/** Markup that runs script when parsed as HTML, in tags, handlers and raw-text breakouts. */
const HTML: Record<string, Template> = {
  'script tag': (js) => `<script>${js}</script>`,
  'script tag, mixed case': (js) => `<ScRiPt>${js}</sCrIpT>`,
  'script src data:': (js) => `<script src="data:text/javascript,${js}"></script>`,
  'script, unclosed': (js) => `<script>${js}//`,
  'img onerror, unquoted': (js) => `<img src=x onerror=${js}>`,
  'img onerror, quoted': (js) => `<img src="x" onerror="${js}">`,
  'img onerror, entity-encoded body': (_js, id) => `<img src=x onerror="&#116;&#111;&#112;.__pwn(${id})">`,
  'img onerror, slash separator': (js) => `<img/src=x/onerror=${js}>`,
  'svg onload': (js) => `<svg onload=${js}>`,
  'svg script': (js) => `<svg><script>${js}</script></svg>`,
  'svg animate onbegin': (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  'svg a xlink:href': (js) => `<svg><a xlink:href="javascript:${js}"><text x="20" y="20">x</text></a></svg>`,
  'svg set href': (js) => `<svg><a><set attributeName="href" to="javascript:${js}"/><text y="20">x</text></a></svg>`,
  'svg foreignObject': (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  'MathML mXSS': (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  'MathML href': (js) => `<math href="javascript:${js}"><mi>x</mi></math>`,
  'MathML maction': (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">x</maction></math>`,
  'body onload': (js) => `<body onload=${js}>`,
  'iframe javascript:': (js) => `<iframe src="javascript:${js}"></iframe>`,
  'iframe srcdoc': (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  'iframe srcdoc, entities': (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  'iframe data:': (_js, id) => `<iframe src="data:text/html,<script>alert(${id})</script>"></iframe>`,
  'iframe onload': (js) => `<iframe onload=${js}></iframe>`,
  'object data javascript:': (js) => `<object data="javascript:${js}"></object>`,
  'object data: html': (_js, id) => `<object data="data:text/html,<script>alert(${id})</script>"></object>`,
  'embed javascript:': (js) => `<embed src="javascript:${js}">`,
  'a href javascript:': (js) => `<a href="javascript:${js}">offer</a>`,
  'a onclick': (js) => `<a href="/" onclick="${js}">x</a>`,
  'form action javascript:': (js) => `<form action="javascript:${js}"><button>Go</button></form>`,
  'button formaction': (js) => `<form><button formaction="javascript:${js}">Go</button></form>`,
  'input autofocus onfocus': (js) => `<input autofocus onfocus=${js}>`,
  'select autofocus onfocus': (js) => `<select autofocus onfocus=${js}></select>`,
  'textarea autofocus onfocus': (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  'details ontoggle': (js) => `<details open ontoggle=${js}>`,
  'video source onerror': (js) => `<video><source onerror=${js}></video>`,
  'audio onerror': (js) => `<audio src=x onerror=${js}>`,
  'marquee onstart': (js) => `<marquee onstart=${js}>x</marquee>`,
  'div onmouseover': (js) => `<div onmouseover="${js}" style="position:fixed;inset:0">x</div>`,
  'div onpointerenter': (js) => `<div onpointerenter="${js}">x</div>`,
  'style onload': (js) => `<style onload=${js}></style>`,
  'link onload': (js) => `<link rel=stylesheet href=x onload=${js}>`,
  'meta refresh javascript:': (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  'meta refresh data:': (_js, id) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>alert(${id})</script>">`,
  'base href javascript:': (js) => `<base href="javascript:${js}//">`,
  'base href foreign': (_js, id) => `<base href="https://evil.example/${id}/">`,
  'style url javascript:': (js) => `<div style="background:url(javascript:${js})">x</div>`,
  'style @import': (js) => `<style>@import 'javascript:${js}';</style>`,
  'noscript breakout': (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  'template script': (js) => `<template><script>${js}</script></template><img src=x onerror=${js}>`,
  'table background': (js) => `<table><td background="javascript:${js}">x</td></table>`,
  'isindex action': (js) => `<isindex action="javascript:${js}" type=image>`,
  'comment breakout': (js) => `--><script>${js}</script>`,
  'comment conditional': (js) => `<!--[if]><script>${js}</script><![endif]-->`,
  'CDATA breakout': (js) => `<![CDATA[><script>${js}</script>]]>`,
  '</script> breakout': (js) => `</script><script>${js}</script>`,
  '</title> breakout': (js) => `</title><script>${js}</script>`,
  '</textarea> breakout': (js) => `</textarea><script>${js}</script>`,
  '</style> breakout': (js) => `</style><script>${js}</script>`,
  '</noscript> breakout': (js) => `</noscript><img src=x onerror=${js}>`,
  '</option> breakout': (js) => `</option></select><img src=x onerror=${js}>`,
  'double-quote attribute breakout': (js) => `"><script>${js}</script>`,
  'single-quote attribute breakout': (js) => `'><script>${js}</script>`,
  'double-quote handler injection': (js) => `" onmouseover="${js}" x="`,
  'single-quote handler injection': (js) => `' onmouseover='${js}' x='`,
  'double-quote autofocus injection': (js) => `" autofocus onfocus="${js}" x="`,
  'single-quote autofocus injection': (js) => `' autofocus onfocus='${js}' x='`,
  'unquoted attribute breakout': (js) => `x onmouseover=${js} `,
  'JSON string breakout': (js) => `";${js};//`,
  'JS string breakout, single': (js) => `';${js};//`,
  'template literal': (js) => `\${${js}}`,
  'U+2028 in script': (js) => `\u2028${js};//\u2029</script><script>${js}</script>`,
  'U+2029 in JSON': (js) => `\u2029"};${js};//`,
  'angular-style template': (js) => `{{constructor.constructor('${js}')()}}`,
  'null byte in tag': (js) => `<scr\u0000ipt>${js}</script>`,
  'nested script': (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  'markdown link javascript:': (js) => `[click me](javascript:${js})`,
  'markdown image onerror': (js) => `![x](x" onerror="${js})`,
  'markdown autolink': (js) => `<javascript:${js}>`,
  'xml namespace script': (js) => `<x:script xmlns:x="http://www.w3.org/1999/xhtml">${js}</x:script>`,
  'html entity in tag name': (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
};

/** Spellings of "run this as script" in a URL: casings, entities, whitespace and control characters. */
const SCHEMES: Record<string, string> = {
  plain: 'javascript:',
  upper: 'JAVASCRIPT:',
  mixed: 'JaVaScRiPt:',
  'mixed 2': 'jAvAsCrIpT:',
  'leading space': ' javascript:',
  'leading tab': '\tjavascript:',
  'leading newline': '\njavascript:',
  'leading NUL': '\u0000javascript:',
  'leading U+0001': '\u0001javascript:',
  'leading U+001F': '\u001fjavascript:',
  'inner tab': 'java\tscript:',
  'inner newline': 'java\nscript:',
  'inner CR': 'java\rscript:',
  'tab before colon': 'javascript\t:',
  'decimal entity': '&#106;avascript:',
  'hex entity': '&#x6A;avascript:',
  'padded entity': '&#0000106avascript:',
  'all entities': '&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;',
  'named colon': 'javascript&colon;',
  'decimal colon': 'javascript&#58;',
  'hex colon': 'javascript&#x3A;',
  'entity tab': 'jav&#x09;ascript:',
  'entity newline': 'jav&#x0A;ascript:',
  'named tab': 'jav&Tab;ascript:',
  'named newline': 'jav&NewLine;ascript:',
  'U+2028 inside': 'java\u2028script:',
  vbscript: 'vbscript:',
  'VBScript mixed': 'VbScRiPt:',
  livescript: 'livescript:',
};

/** Where a URL lands: raw in a URL field, or inside dealer HTML in each URL-carrying attribute. */
const URL_CONTEXTS: Record<string, (url: string) => string> = {
  'raw URL': (url) => url,
  'a href': (url) => `<a href="${url}">link</a>`,
  'iframe src': (url) => `<iframe src="${url}"></iframe>`,
  'form action': (url) => `<form action="${url}"><button>Go</button></form>`,
  'svg xlink:href': (url) => `<svg><a xlink:href="${url}"><text y="20">x</text></a></svg>`,
};

/** data: and foreign-host URLs that are not script schemes but still hostile. */
const OTHER_URLS: Record<string, Template> = {
  'data: html': (_js, id) => `data:text/html,<script>alert(${id})</script>`,
  'data: html base64': (_js, id) => `data:text/html;base64,${Buffer.from(`<script>alert(${id})</script>`).toString('base64')}`,
  'data: svg': (_js, id) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(${id})"/>`,
  'data: javascript': (js) => `data:text/javascript,${js}`,
  'protocol-relative': (_js, id) => `//evil.example/${id}`,
  'backslash host': (_js, id) => `/\\evil.example/${id}`,
  'slash-backslash host': (_js, id) => `\\/evil.example/${id}`,
};

export function hostilePayloads(): Payload[] {
  const out: Payload[] = [];
  const add = (family: string, make: (id: number) => string) => {
    const id = out.length + 1;
    out.push({ id, family, text: make(id) });
  };
  for (const [family, template] of Object.entries(HTML)) add(family, (id) => template(run(id), id));
  for (const [spelling, scheme] of Object.entries(SCHEMES)) {
    for (const [context, wrap] of Object.entries(URL_CONTEXTS)) {
      // Entities only mean something inside HTML; a raw URL field gets the literal spelling anyway.
      add(`${scheme === 'vbscript:' || scheme === 'VbScRiPt:' ? 'vbscript' : 'javascript'}: ${spelling}, ${context}`, (id) => wrap(`${scheme}${run(id)}`));
    }
  }
  for (const [family, template] of Object.entries(OTHER_URLS)) {
    for (const [context, wrap] of Object.entries(URL_CONTEXTS)) add(`${family}, ${context}`, (id) => wrap(template(run(id), id)));
  }
  return out;
}
