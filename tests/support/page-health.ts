import type { Page } from '@playwright/test';

/**
 * Runs in every page before its own scripts: turns each Content-Security-Policy violation (an
 * inline script, style or connection the dealer's policy blocks) into a console error, which the
 * health check below fails on. A violation is a bug in the code, never a reason to loosen the policy.
 */
export function reportCspViolations(): void {
  const flagged = window as Window & { __forecourtCspReporter?: boolean };
  if (flagged.__forecourtCspReporter) return;
  flagged.__forecourtCspReporter = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} ${event.sample}`.trim());
  });
}

/** Collects console errors, page errors, failed requests and CSP violations while a test drives a page. */
export function watchPageHealth(page: Page): { problems: () => string[] } {
  const problems: string[] = [];
  // Registered before the test navigates (Playwright sends calls in order); visit() awaits it.
  page.addInitScript(reportCspViolations).catch(() => undefined);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { problems: () => [...problems] };
}
