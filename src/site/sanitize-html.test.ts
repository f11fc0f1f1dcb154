import { describe, expect, it } from 'vitest';
import { dealerHtmlToText, sanitizeDealerHtml } from './sanitize-html.ts';

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
    expect(dealerHtmlToText('<p>One</p><script>bad()</script><ul><li>Two</li></ul>')).toBe('OneTwo');
  });
});
