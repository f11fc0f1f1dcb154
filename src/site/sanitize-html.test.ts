import { describe, expect, it } from 'vitest';
import { cleanDealerHtml, dealerHtmlToText, sanitizeDealerHtml } from './sanitize-html.ts';

describe('sanitizeDealerHtml', () => {
  it('drops scripts and their text, event handlers and javascript: links', () => {
    const dirty = '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeDealerHtml(dirty);
    expect(clean).toContain('<p>Hi <strong>there</strong></p>');
    expect(clean).not.toMatch(/script|alert|onerror|onclick|javascript/);
    expect(clean).not.toMatch(/<a(?![^>]*href)/);
  });
  it('keeps safe links crawlable and marks them nofollow', () => {
    expect(sanitizeDealerHtml('<a href="/finance">Finance</a>')).toBe('<a href="/finance" rel="noopener nofollow">Finance</a>');
    expect(sanitizeDealerHtml('<a>x</a>')).toBe('<span>x</span>');
  });
  it('gives plain text for descriptions', () => {
    // Block boundaries and line breaks keep words apart (not "floor.This car" in meta descriptions).
    expect(dealerHtmlToText('<p>One</p><script>bad()</script><ul><li>Two</li></ul>')).toBe('One Two');
    expect(dealerHtmlToText('<p>Timing belt done and new mats on the floor.</p><p>This car is ready.</p>')).toBe(
      'Timing belt done and new mats on the floor. This car is ready.',
    );
    expect(dealerHtmlToText('Line one<br>line two<br/>three')).toBe('Line one line two three');
    expect(dealerHtmlToText('<b>Bold</b>text stays joined')).toBe('Boldtext stays joined');
  });
});

describe('one policy for every piece of dealer HTML', () => {
  it('refuses links to another host disguised as site-relative paths', () => {
    for (const href of ['/\\evil.example', '//evil.example', '\\/evil.example', ' /\\evil.example']) {
      expect(sanitizeDealerHtml(`<a href="${href}">x</a>`), href).toBe('<span>x</span>');
    }
  });

  it('refuses javascript: in every casing, entity and control-character form', () => {
    for (const href of [
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6a;avascript&#x3a;alert(1)',
      'java&#9;script:alert(1)',
      '&#0000106avascript:alert(1)',
      'javascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,x',
    ]) {
      expect(cleanDealerHtml(`<a href="${href}">x</a>`, 'content').html, href).toBe('<span>x</span>');
    }
  });
});

describe('Markdown content profile', () => {
  it('keeps what a dealer page legitimately holds', () => {
    const page =
      '<h2 id="finance">Finance</h2><p>See <a href="https://www.nissan.com.au/">Nissan</a>.</p><img src="/images/team.jpg" alt="Team"><table><tr><td align="right">1</td></tr></table>';
    const { html, dropped } = cleanDealerHtml(page, 'content');
    expect(html).toBe(page.replace('">Nissan', '" rel="noopener nofollow">Nissan').replace('alt="Team">', 'alt="Team" />'));
    expect(dropped).toEqual([]);
  });

  it('keeps video and map frames from the allow-listed hosts only', () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Tour" allowfullscreen></iframe>';
    const vimeo = '<iframe src="https://player.vimeo.com/video/123" title="Walkaround"></iframe>';
    const map = '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map"></iframe>';
    for (const frame of [youtube, vimeo, map]) expect(cleanDealerHtml(frame, 'content').html).toContain('<iframe src="https://');
    // YouTube's own embed code works, served from its privacy-enhanced host.
    expect(cleanDealerHtml('<iframe src="https://www.youtube.com/embed/abc123?start=5"></iframe>', 'content').html).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123?start=5"></iframe>',
    );
    for (const bad of [
      'https://evil.example/embed',
      'http://www.youtube.com/embed/x',
      'javascript:alert(1)',
      '/relative',
      'https://www.youtube.com.evil.example/x',
      'https://www.youtube.com/watch?v=abc',
      'https://player.vimeo.com:8443/video/1',
      'https://user@player.vimeo.com/video/1',
    ]) {
      const { html, dropped } = cleanDealerHtml(`<iframe src="${bad}"></iframe>`, 'content');
      expect(html, bad).toBe('');
      expect(dropped, bad).toContain('<iframe>');
    }
  });

  it('drops scripts, handlers, srcdoc, forms, meta refresh and <base>, and names each', () => {
    const dirty =
      '<p onclick="x()">Hi</p><script>alert(1)</script><script>alert(2)</script><img src="x.jpg" onerror="alert(3)">' +
      '<iframe srcdoc="<script>alert(4)</script>"></iframe><form action="https://evil.example"><input></form>' +
      '<meta http-equiv="refresh" content="0;url=javascript:alert(5)"><base href="https://evil.example/"><svg onload="alert(6)"></svg>' +
      '<img src="data:image/svg+xml,<svg onload=alert(7)>">';
    const { html, dropped } = cleanDealerHtml(dirty, 'content');
    expect(html).not.toMatch(/alert|onerror|onclick|srcdoc|<form|<meta|<base|<svg|data:/);
    // Attributes of a tag that is dropped anyway are not listed separately.
    expect(dropped).not.toContain('action on <form>');
    expect(dropped).toEqual(
      expect.arrayContaining(['onclick on <p>', '<script> ×2', 'onerror on <img>', '<iframe>', 'srcdoc on <iframe>', '<form>', '<meta>', '<base>', '<svg>']),
    );
  });
});

describe('the same dealer text asked again', () => {
  it('gives the same answer, past the number of answers kept', () => {
    const texts = Array.from({ length: 600 }, (_, i) => `<p>Car ${i} <script>x()</script><strong>one owner</strong></p><p>Serviced</p>`);
    for (let round = 0; round < 2; round++) {
      for (const [i, text] of texts.entries()) {
        expect(sanitizeDealerHtml(text)).toBe(`<p>Car ${i} <strong>one owner</strong></p><p>Serviced</p>`);
        expect(dealerHtmlToText(text)).toBe(`Car ${i} one owner Serviced`);
      }
    }
    expect(dealerHtmlToText('')).toBe('');
    expect(dealerHtmlToText(null)).toBe('');
    expect(sanitizeDealerHtml(undefined)).toBe('');
  });
});
