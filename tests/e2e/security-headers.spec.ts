/**
 * Headers and CSP: every demo dealer is served under its own strict policy and the
 * security headers of its `_headers` file. The MDN HTTP Observatory (its own tests and grader, run
 * offline) passes everything on the plain-http preview but the two tests that need HTTPS, and, on
 * the same site served over HTTPS with a test certificate, those two as well: A+ for a dealer whose
 * integrations are https (the demo dealers' reference API is http on 127.0.0.1, which costs 20).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { observatoryOverHttps, startHttpsPreview } from '../../scripts/security/https-preview.ts';
import { observatoryScan, unexpectedFailures } from '../../scripts/security/observatory.ts';
import { headersForPath, parseHeadersFile } from '../../src/security/headers-file.ts';
import { reportCspViolations } from '../support/page-health.ts';
import { demoSites } from '../support/sites.ts';
import { buildDealers, FIXTURE_TENANTS } from '../support/build-dealers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

for (const site of demoSites()) {
  test.describe(`security headers: ${site.slug}`, () => {
    test('the _headers file carries HSTS for a year or more, with subdomains', () => {
      const rules = parseHeadersFile(readFileSync(resolve(DIST, site.slug, '_headers'), 'utf8'));
      const hsts = headersForPath(rules, '/')['Strict-Transport-Security'] ?? '';
      expect(hsts).toMatch(/includeSubDomains/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    });

    test('the preview server sends the policy of the _headers file', async ({ request }) => {
      const rules = parseHeadersFile(readFileSync(resolve(DIST, site.slug, '_headers'), 'utf8'));
      const response = await request.get(`${site.origin}/`);
      const expected = headersForPath(rules, '/index.html');
      expect(response.headers()['content-security-policy']).toContain(expected['Content-Security-Policy']);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['strict-transport-security']).toBe(expected['Strict-Transport-Security']);
      expect(response.headers()['permissions-policy']).toContain('geolocation=()');
      const logo = await request.get(`${site.origin}/logo.svg`);
      expect(logo.headers()['content-security-policy']).toContain('sandbox');
    });

    test('a script the build did not hash never runs, and the violation is reported', async ({ page }) => {
      await page.addInitScript(reportCspViolations);
      // This test provokes violations on purpose: keep them out of the run's violation reports.
      await page.route(`${site.origin}/`, async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(/; report-uri \S+/, '');
        await route.fulfill({ response, headers });
      });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation')) violations.push(message.text());
      });
      await page.goto(`${site.origin}/`);
      const ran = await page.evaluate(async () => {
        const flag = window as Window & { __injected?: boolean };
        // Known, not waited for: the policy reports each refusal, so both are in once two reports came.
        const refused = new Promise<void>((done) => {
          let count = 0;
          document.addEventListener('securitypolicyviolation', (event) => {
            if (event.effectiveDirective.startsWith('script-src') && ++count === 2) done();
          });
        });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        const handler = document.createElement('img');
        handler.setAttribute('onerror', 'window.__injected = true');
        handler.src = 'data:,x';
        document.body.append(handler);
        await refused;
        return flag.__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.filter((v) => v.includes('script-src')).length).toBeGreaterThanOrEqual(2);
    });

    test('MDN HTTP Observatory: every test passes except the two that need HTTPS', async ({}, testInfo) => {
      test.setTimeout(60_000);
      const report = await observatoryScan(`${site.origin}/`);
      const summary = `${site.slug}: ${report.grade} (${report.score}/100) over plain http`;
      console.log(`  MDN HTTP Observatory ${summary}`);
      testInfo.annotations.push({ type: 'observatory', description: summary });
      expect(unexpectedFailures(report)).toEqual([]);
      expect(report.tests['content-security-policy']?.pass).toBe(true);
      expect(report.tests['x-frame-options']?.result).toBe('x-frame-options-implemented-via-csp');
      expect(report.tests['referrer-policy']?.pass).toBe(true);
    });

    test('MDN HTTP Observatory over HTTPS: redirect and HSTS pass; only the local http API costs points', async ({}, testInfo) => {
      test.setTimeout(60_000);
      const preview = await startHttpsPreview(resolve(DIST, site.slug));
      try {
        const report = await observatoryOverHttps(preview);
        const summary = `${site.slug}: ${report.grade} (${report.score}/100) over HTTPS`;
        console.log(`  MDN HTTP Observatory ${summary}`);
        testInfo.annotations.push({ type: 'observatory', description: summary });
        expect(report.tests.redirection?.result).toBe('redirection-to-https');
        expect(report.tests['strict-transport-security']?.pass).toBe(true);
        const failing = Object.entries(report.tests).filter(([, t]) => t.pass === false);
        // The demo dealers talk to the reference API on http://127.0.0.1:8787; a live dealer's is https.
        const csp = headersForPath(parseHeadersFile(readFileSync(resolve(DIST, site.slug, '_headers'), 'utf8')), '/')['Content-Security-Policy'] ?? '';
        const insecure = csp.match(/\bhttp:\/\/[^\s;]+/g) ?? [];
        expect(
          insecure.every((source) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(source)),
          insecure.join(' '),
        ).toBe(true);
        const expected = insecure.length > 0 ? [['content-security-policy', 'csp-implemented-with-insecure-scheme']] : [];
        expect(failing.map(([name, t]) => [name, t.result])).toEqual(expected);
      } finally {
        preview.close();
      }
    });
  });
}

test.describe('a dealer whose integrations are all https', () => {
  const OUT = join(ROOT, '.build/e2e-https-sites');

  test.beforeAll(() => {
    test.setTimeout(300_000);
    buildDealers(FIXTURE_TENANTS, ['mini-motors'], OUT);
  });

  test('MDN HTTP Observatory over HTTPS: A+, every test passes', async ({}, testInfo) => {
    test.setTimeout(60_000);
    const preview = await startHttpsPreview(join(OUT, 'mini-motors'));
    try {
      const report = await observatoryOverHttps(preview);
      const summary = `mini-motors (fixture): ${report.grade} (${report.score}/100) over HTTPS`;
      console.log(`  MDN HTTP Observatory ${summary}`);
      testInfo.annotations.push({ type: 'observatory', description: summary });
      expect(Object.entries(report.tests).filter(([, t]) => t.pass === false)).toEqual([]);
      expect(report.grade).toBe('A+');
    } finally {
      preview.close();
    }
  });
});
