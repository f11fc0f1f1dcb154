/**
 * Prints one closing line for the whole test command from the vitest and Playwright JSON reports:
 * "tests: N passed, N failed, N skipped".
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

const [unitPath = '.build/reports/vitest.json', e2ePath = '.build/reports/playwright.json'] = process.argv.slice(2);
const unit = read<VitestReport>(unitPath);
const e2e = read<PlaywrightReport>(e2ePath);
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
const skipped = (unit ? unit.numPendingTests + unit.numTodoTests : 0) + (e2e?.stats.skipped ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
