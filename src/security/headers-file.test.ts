import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy, SVG_FILE_POLICY, type CspInputs } from './csp.ts';
import { headersForPath, parseHeadersFile, renderHeadersFile, siteHeaderRules } from './headers-file.ts';
import { permissionsPolicy } from './security-headers.ts';

const inputs: CspInputs = {
  platformApiUrl: 'https://api.dealer.example/v1',
  searchHost: 'https://search.dealer.example',
  scriptHashes: ['sha256-abc=', 'sha256-abc='],
  imageOrigins: ['https://cdn.photos.example'],
  mediaOrigins: [],
};

function directive(policy: string, name: string): string {
  return policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('content security policy', () => {
  const csp = contentSecurityPolicy(inputs);

  it('lets scripts run only from the site and by hash, never inline or eval', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('connects only to the site, its platform API and its search host', () => {
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.dealer.example https://search.dealer.example");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.dealer.example");
  });

  it('drops a host that is not http(s) instead of trusting it', () => {
    const odd = contentSecurityPolicy({ ...inputs, platformApiUrl: 'javascript:alert(1)', searchHost: null, imageOrigins: ['data:x'] });
    expect(directive(odd, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(odd, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('frames only the named players and maps, and is framed by nobody', () => {
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org https://spins.spincar.com',
    );
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('leaves frame-ancestors out of the meta tag, where browsers ignore it', () => {
    const meta = metaContentSecurityPolicy(inputs);
    expect(meta).not.toContain('frame-ancestors');
    expect(directive(meta, 'script-src')).toBe(directive(csp, 'script-src'));
  });
});

describe('_headers file', () => {
  const rules = siteHeaderRules({ csp: 'default-src x', svgPolicy: SVG_FILE_POLICY });
  const parsed = parseHeadersFile(renderHeadersFile(rules));

  it('round-trips through the Netlify / Cloudflare Pages format', () => {
    expect(parsed).toEqual(rules);
  });

  it('sends HSTS and the security headers on every page, revalidated', () => {
    const page = headersForPath(parsed, '/cars/nissan-leaf-123/');
    expect(page['Strict-Transport-Security']).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(page['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(page['Cache-Control']).toBe(REVALIDATE);
  });

  it('keeps hashed assets a year and adds the script-free policy to dealer SVGs', () => {
    expect(headersForPath(parsed, '/_astro/app.1a2b.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersForPath(parsed, '/props/test-drive.0123456789ab.json')['Cache-Control']).toBe(IMMUTABLE);
    expect(cacheControlFor('/props/test-drive.0123456789ab.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('/props.json')).toBe(REVALIDATE);
    expect(headersForPath(parsed, '/logo.svg')['Content-Security-Policy']).toBe(`default-src x, ${SVG_FILE_POLICY}`);
    expect(headersForPath(parsed, '/media/brands/deep/icon.svg')['Content-Security-Policy']).toBe(`default-src x, ${SVG_FILE_POLICY}`);
    expect(headersForPath(parsed, '/logo.svgx')['Content-Security-Policy']).toBe('default-src x');
  });

  it("keeps similar cars' card files out of search results, and only them", () => {
    expect(headersForPath(parsed, '/cards/2209523.html')['X-Robots-Tag']).toBe('noindex');
    expect(headersForPath(parsed, '/cards/2209523.html')['X-Frame-Options']).toBe('DENY');
    expect(headersForPath(parsed, '/cars/nissan-leaf-123/')['X-Robots-Tag']).toBeUndefined();
  });
});

describe('permissions policy', () => {
  it('denies geolocation, camera and microphone; lets the video players go fullscreen', () => {
    const policy = permissionsPolicy();
    for (const feature of ['geolocation', 'camera', 'microphone', 'payment', 'web-share']) expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('clipboard-write=(self)');
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com" "https://spins.spincar.com")');
  });
});
