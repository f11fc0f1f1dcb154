/**
 * Playwright global setup: the preview servers append `report-uri /__csp-report` to each site's CSP
 * and log every violation report a browser sends (scripts/preview/static-server.ts). Any report at
 * the end of the run fails it, so a CSP violation in a spec that does not check page health (or in
 * a page it only passes through) still fails the suite.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export const CSP_REPORT_LOG = process.env.FORECOURT_CSP_REPORTS ?? '.build/reports/csp-violations.ndjson';

/** The reports logged so far, one line each: directive, blocked resource and page. */
export function loggedCspViolations(file = CSP_REPORT_LOG): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        const report = (JSON.parse(JSON.parse(line).report) as { 'csp-report'?: Record<string, string> })['csp-report'] ?? {};
        return `${report['effective-directive'] ?? report['violated-directive']} blocked ${report['blocked-uri'] || 'inline'} on ${report['document-uri']}`;
      } catch {
        return line.slice(0, 200);
      }
    });
}

export default function globalSetup(): () => void {
  mkdirSync(dirname(CSP_REPORT_LOG), { recursive: true });
  rmSync(CSP_REPORT_LOG, { force: true });
  return () => {
    const violations = loggedCspViolations();
    if (violations.length > 0) {
      throw new Error(`${violations.length} Content-Security-Policy violation report(s) during the end-to-end run:\n${[...new Set(violations)].join('\n')}`);
    }
  };
}
