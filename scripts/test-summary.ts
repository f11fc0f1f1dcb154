/**
 * Prints one closing line for the whole test command from the vitest and Playwright JSON reports,
 * in Jest's summary shape ("Tests:       1 failed, 5 skipped, 2140 passed, 2146 total"), the line
 * CI tools already know how to read: our own wording ("tests: N passed, …") was read as no test run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export function countTests(unit: VitestReport | undefined, e2e: PlaywrightReport | undefined): TestCounts {
  return {
    passed: (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0),
    failed: (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0),
    skipped: (unit ? unit.numPendingTests + unit.numTodoTests : 0) + (e2e?.stats.skipped ?? 0),
  };
}

/** Jest's order and wording: zero counts are left out, except passed and total. */
export function summaryLine({ passed, failed, skipped }: TestCounts): string {
  const parts = [failed > 0 ? `${failed} failed` : '', skipped > 0 ? `${skipped} skipped` : '', `${passed} passed`, `${passed + failed + skipped} total`];
  return `Tests:       ${parts.filter(Boolean).join(', ')}`;
}

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [unitPath = '.build/reports/vitest.json', e2ePath = '.build/reports/playwright.json'] = process.argv.slice(2);
  console.log(summaryLine(countTests(read<VitestReport>(unitPath), read<PlaywrightReport>(e2ePath))));
}
