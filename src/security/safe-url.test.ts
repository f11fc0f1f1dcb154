import { describe, expect, it } from 'vitest';
import { httpUrl, isSafeUrl, safeLink, safeUrl, unsafeUrlReason } from './safe-url.ts';

describe('safe URL rule', () => {
  it('accepts http(s) and site-relative URLs', () => {
    for (const url of ['https://www.nissan.com.au/x-trail', 'http://example.com', 'HTTPS://EXAMPLE.COM/a', '/images/car 1.jpg', '/', '/finance?x=1#y']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses script schemes in every disguise', () => {
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://ok.example/\u2028',
      'livescript:x',
    ];
    for (const url of bad) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
  });

  it('refuses a user name or password in a URL (user:pw@host), in every spelling', () => {
    for (const url of ['https://user:pw@host.example/', 'https://user@host.example', 'http://:pw@host.example', 'https://a%40b@evil.example']) {
      expect(unsafeUrlReason(url), url).toMatch(/user name or password/);
      expect(httpUrl().safeParse(url).success, url).toBe(false);
    }
    expect(isSafeUrl('https://host.example/path@2x.png')).toBe(true);
    expect(isSafeUrl('https://host.example/?to=me@example.com')).toBe(true);
  });

  it('refuses other hosts disguised as site-relative paths', () => {
    for (const url of ['//evil.example', '/\\evil.example', '/\\/evil.example', 'evil.example', 'https:evil.example', 'https:///evil']) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });

  it('lets links open mail and phone apps, but not resources', () => {
    expect(isSafeUrl('mailto:sales@dealer.com.au', 'link')).toBe(true);
    expect(isSafeUrl('tel:0730001234', 'link')).toBe(true);
    expect(isSafeUrl('tel:0730001234')).toBe(false);
  });

  it('gives zod schemas that trim and explain the refusal', () => {
    expect(safeUrl().parse('  /logo.svg ')).toBe('/logo.svg');
    const result = safeLink().safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('are refused); received "javascript:alert(1)"');
  });

  it('accepts only http(s) origins where an absolute URL is needed', () => {
    expect(httpUrl().safeParse('https://api.dealer.com.au').success).toBe(true);
    expect(httpUrl().safeParse('javascript:alert(1)').success).toBe(false);
    expect(httpUrl().safeParse('data:text/html,x').success).toBe(false);
    expect(httpUrl().safeParse('/relative').success).toBe(false);
  });
});
