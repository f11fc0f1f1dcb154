import type { Page } from '@playwright/test';

/**
 * What the hostile-dealer test looks for on each page, in Chromium: payloads that ran (each calls
 * `top.__pwn(id)` or opens a dialog) and script waiting for a click — handler attributes,
 * javascript:/vbscript: URLs, srcdoc frames, meta refresh, <base>, frames from other hosts.
 */
export interface PageFindings {
  executed: number[];
  dialogs: string[];
  dormant: string[];
}

/** Installs the counter the payloads bump and a dialog recorder; call once per Playwright page. */
export async function armPage(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned: number[]; __pwn: (id: number) => void };
    w.__pwned = [];
    w.__pwn = (id) => w.__pwned.push(id);
  });
  return { dialogs };
}

/** Reads the counter and scans the DOM (after the page's islands had their chance to render). */
export async function inspectPage(page: Page, allowedFrameHosts: readonly string[]): Promise<Omit<PageFindings, 'dialogs'>> {
  return page.evaluate((frameHosts) => {
    const dormant: string[] = [];
    const describe = (el: Element, what: string) => `<${el.tagName.toLowerCase()}> ${what.slice(0, 120)}`;
    const URL_ATTRIBUTES = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'codebase',
      'cite',
      'ping',
      'to',
      'values',
      'from',
    ]);
    for (const el of document.querySelectorAll('*')) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) dormant.push(describe(el, `${name}="${attr.value}"`));
        if (name === 'srcdoc') dormant.push(describe(el, `srcdoc="${attr.value}"`));
        if (URL_ATTRIBUTES.has(name) || name.endsWith(':href')) {
          let protocol = '';
          try {
            protocol = new URL(attr.value, document.baseURI).protocol;
          } catch {
            /* not a URL: nothing a browser would follow */
          }
          if (
            protocol === 'javascript:' ||
            protocol === 'vbscript:' ||
            (protocol === 'data:' && !/^\s*data:image\/(png|jpe?g|gif|webp|avif)[;,]/i.test(attr.value))
          ) {
            dormant.push(describe(el, `${name}="${attr.value}"`));
          }
        }
      }
    }
    for (const meta of document.querySelectorAll('meta[http-equiv]')) {
      if (/refresh/i.test(meta.getAttribute('http-equiv') ?? '')) dormant.push(describe(meta, `refresh ${meta.getAttribute('content')}`));
    }
    for (const base of document.querySelectorAll('base')) dormant.push(describe(base, base.outerHTML));
    for (const frame of document.querySelectorAll('iframe, frame, object, embed')) {
      const src = frame.getAttribute('src') ?? frame.getAttribute('data');
      let host = '';
      try {
        const url = new URL(src ?? '', document.baseURI);
        host = url.protocol === 'https:' ? url.hostname : '';
      } catch {
        /* unparsable: reported below */
      }
      if (frame.tagName !== 'IFRAME' || !frameHosts.includes(host)) dormant.push(describe(frame, `src="${src}"`));
    }
    const executed = (window as unknown as { __pwned?: number[] }).__pwned ?? [];
    return { executed: [...executed], dormant };
  }, allowedFrameHosts);
}

/** Scrolls to the end so islands that hydrate when visible render their (dealer) content too. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
  });
}
