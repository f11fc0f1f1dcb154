/**
 * Runs the MDN HTTP Observatory's own retriever, tests and grader (@mdn/mdn-http-observatory, from
 * npm, installed in tools/observatory) against a local server, offline. Its CLI scans port 80/443 of a hostname only, so this calls
 * the same library functions with the preview server's port, the way its `scan()` does.
 *
 * Offline: the scanner reads Chromium's HSTS preload list from conf/hsts-preload.json, which its
 * maintenance job downloads; a local host is on no preload list, so it gets an empty one.
 *
 *   node scripts/security/observatory.ts [--json] [--https-port N] http://127.0.0.1:4400/ [more origins…]
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

interface TestResult {
  name?: string;
  result: string;
  pass: boolean | null;
  scoreModifier: number;
}

export interface ObservatoryReport {
  origin: string;
  grade: string;
  score: number;
  tests: Record<string, { result: string; pass: boolean | null; scoreModifier: number }>;
}

/** The two tests a plain-http local server cannot pass: they need a real HTTPS origin. */
export const NEEDS_HTTPS = ['redirection', 'strict-transport-security'];

// Installed apart from the project (tools/observatory, root postinstall with --ignore-scripts): its
// own install scripts download CA bundles and build libpq, which an offline `npm ci` cannot do.
const TOOL_DIR = join(import.meta.dirname, '../../tools/observatory');

function packageDirectory(): string {
  try {
    return dirname(createRequire(join(TOOL_DIR, 'package.json')).resolve('@mdn/mdn-http-observatory/package.json'));
  } catch {
    throw new Error('The MDN HTTP Observatory is not installed: npm ci --prefix tools/observatory --ignore-scripts (npm install runs it)');
  }
}

const packageDir = packageDirectory();

async function load<T>(path: string): Promise<T> {
  return (await import(pathToFileURL(join(packageDir, path)).href)) as T;
}

function ensureEmptyPreloadList(): void {
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/**
 * Scans `origin` (http://host:port/). `httpsPort`: where the same site answers over HTTPS (its
 * certificate must be trusted by this process: NODE_EXTRA_CA_CERTS); without it nothing listens.
 */
export async function observatoryScan(origin: string, options: { httpsPort?: number } = {}): Promise<ObservatoryReport> {
  ensureEmptyPreloadList();
  const url = new URL(origin);
  const { retrieve } = await load<{ retrieve: (host: string, options: object) => Promise<{ responses: { auto?: { status: number } } }> }>(
    'src/retriever/retriever.js',
  );
  const { ALL_TESTS } = await load<{ ALL_TESTS: Array<(r: unknown) => TestResult> }>('src/constants.js');
  const grader = await load<{ getGradeForScore: (score: number) => { grade: string; score: number }; getScoreModifier: (result: string) => number }>(
    'src/grader/grader.js',
  );
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>('src/grader/charts.js');

  // Without an HTTPS port, https goes to a port nothing listens on (a plain-http preview server).
  const httpsPort = String(options.httpsPort ?? 1);
  const retrieved = await retrieve(url.hostname, { httpPort: url.port || '80', httpsPort, path: url.pathname });
  if (!retrieved.responses.auto) throw new Error(`${origin}: the observatory could not connect`);

  const tests: ObservatoryReport['tests'] = {};
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const test of ALL_TESTS) {
    const output = test(retrieved);
    const scoreModifier = grader.getScoreModifier(output.result);
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[output.constructor.name.replace(/Output$/, '')] = { result: output.result, pass: output.pass, scoreModifier };
  }
  // Same rule as the scanner: extra credit only counts once the uncurved score is an A.
  const final = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { origin, grade: final.grade, score: final.score, tests };
}

/** Tests that fail and are not the two that need real HTTPS. */
export function unexpectedFailures(report: ObservatoryReport): string[] {
  return Object.entries(report.tests)
    .filter(([name, test]) => test.pass === false && !NEEDS_HTTPS.includes(name))
    .map(([name, test]) => `${name}: ${test.result}`);
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, 'https-port': { type: 'string' } } });
  const httpsPort = values['https-port'] ? Number(values['https-port']) : undefined;
  for (const origin of positionals) {
    const report = await observatoryScan(origin, { httpsPort });
    if (values.json) {
      console.log(JSON.stringify(report));
      continue;
    }
    console.log(`${origin}  ${report.grade} (${report.score}/100)`);
    for (const [name, test] of Object.entries(report.tests)) {
      console.log(`  ${test.pass ? '✓' : '✗'} ${name.padEnd(28)} ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`);
    }
  }
}
