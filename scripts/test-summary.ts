/**
 * Prints one closing line for the whole test command from the vitest and Playwright JSON reports:
 * "2140 passed, 0 failed, 5 skipped" alone on the last line, the plain shape CI reads in any language
 * (it does not read vitest's or Playwright's own summaries, and Jest's "Tests: … total" is not that shape).
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

/** Every count always shown, in the order CI reads: passed, failed, skipped. */
export function summaryLine({ passed, failed, skipped }: TestCounts): string {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [unitPath = '.build/reports/vitest.json', e2ePath = '.build/reports/playwright.json'] = process.argv.slice(2);
  console.log(summaryLine(countTests(read<VitestReport>(unitPath), read<PlaywrightReport>(e2ePath))));
}
