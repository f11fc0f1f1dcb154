/**
 * npm run ci:gate: may the publishing workflows publish main? Reads main's first-parent history
 * (the checkout) and the CI workflow's runs (GitHub's API) and answers for the head, or finds the
 * newest commit whose code passed CI. Stock-feed commits (only tenants/<slug>/data/stock.json) carry
 * no code and count as the commit below them. Writes publish=, sha= and verdict= to $GITHUB_OUTPUT.
 *
 *   npm run ci:gate -- [--mode head|newest-green] [--pending skip|wait|fail] [--red skip|fail]
 *                      [--wait-minutes 45] [--poll-seconds 30] [--workflow ci.yml] [--branch main] [--depth 100]
 *
 * Exit 0 when publishing may go on (or the verdict is to skip quietly: publish=false), 1 when refused.
 * Needs GITHUB_TOKEN (actions: read) and GITHUB_REPOSITORY, as every Actions job has.
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { readOptions } from './bench/options.ts';
import { firstParentHistory } from './ci/git-history.ts';
import { gitHubCiLookup } from './ci/github-ci-runs.ts';
import { describeVerdict, headVerdict, newestGreen, type HeadVerdict } from './ci/publish-gate.ts';

const values = readOptions(
  'usage: npm run ci:gate -- [--mode head|newest-green] [--pending skip|wait|fail] [--red skip|fail] ' +
    '[--wait-minutes 45] [--poll-seconds 30] [--workflow ci.yml] [--branch main] [--ref HEAD] [--depth 100]',
  {
    mode: 'head',
    pending: 'fail',
    red: 'fail',
    'wait-minutes': 45,
    'poll-seconds': 30,
    workflow: 'ci.yml',
    branch: 'main',
    ref: 'HEAD',
    depth: 100,
  },
);

function choice<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`--${name}: expected one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

function output(fields: Record<string, string>, summary: string): void {
  if (process.env.GITHUB_OUTPUT)
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      Object.entries(fields)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    );
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary}\n`);
  console.log(summary);
}

try {
  const mode = choice('mode', values.mode, ['head', 'newest-green'] as const);
  const onPending = choice('pending', values.pending, ['skip', 'wait', 'fail'] as const);
  const onRed = choice('red', values.red, ['skip', 'fail'] as const);
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
  const repository = process.env.GITHUB_REPOSITORY;
  if (!token || !repository) throw new Error('GITHUB_TOKEN and GITHUB_REPOSITORY must be set (every GitHub Actions job has them; pass the token as env)');
  const ciOf = gitHubCiLookup({
    apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    repository,
    token,
    workflow: values.workflow,
    branch: values.branch,
  });
  const history = firstParentHistory({ cwd: process.cwd(), ref: values.ref, depth: values.depth });

  if (mode === 'newest-green') {
    const found = await newestGreen(history, ciOf);
    if (!found) {
      output({ publish: 'false', verdict: 'untested' }, `✗ no commit in the last ${history.length} of ${values.branch} passed CI; nothing to build on`);
      process.exit(1);
    }
    const skipped = found.skipped.length > 0 ? ` (${found.skipped.length} newer commit(s) not green or stock only)` : '';
    output({ publish: 'true', sha: found.sha, verdict: 'green' }, `✓ newest commit whose code passed CI: ${found.sha.slice(0, 12)}${skipped}`);
    process.exit(0);
  }

  const deadline = Date.now() + values['wait-minutes'] * 60_000;
  let verdict: HeadVerdict = await headVerdict(history, ciOf);
  while (verdict.verdict === 'pending' && onPending === 'wait' && Date.now() < deadline) {
    console.log(describeVerdict(verdict));
    await sleep(values['poll-seconds'] * 1000);
    verdict = await headVerdict(history, ciOf);
  }
  const line = describeVerdict(verdict);
  const fields = { sha: verdict.sha, verdict: verdict.verdict };
  if (verdict.verdict === 'green') {
    output({ ...fields, publish: 'true' }, line);
    process.exit(0);
  }
  // A red head, or untested code, follows --red; a run still going after the wait follows --pending.
  const policy = verdict.verdict === 'pending' ? (onPending === 'skip' ? 'skip' : 'fail') : onRed;
  const skipNote =
    verdict.verdict === 'pending' ? ' — skipped: that run publishes when it passes' : ' — skipped: nothing is published until a commit passes CI';
  output({ ...fields, publish: 'false' }, policy === 'skip' ? `${line}${skipNote}` : line);
  process.exit(policy === 'skip' ? 0 : 1);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
