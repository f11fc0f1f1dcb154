import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { jobRunning, jobsRunning, needsOf, readWorkflow, ROOT, runLinesOf, type Job, type Step, type Workflow } from '../support/workflows.ts';

/**
 * What each workflow must do: CI tests every pull request and push as `.ci/run` does; a
 * commit of main is published only after its CI passed; pull requests get previews that closing
 * deletes; Dependabot keeps the pinned Node and its lockfile entry in one pull request.
 */
const ci = readWorkflow('ci.yml');
const stepsOf = (job: Job): Step[] => job.steps ?? [];
const uses = (job: Job, action: string) => stepsOf(job).filter((s) => s.uses?.startsWith(`${action}@`));

describe('ci.yml', () => {
  const test = jobRunning(ci, /^bash \.ci\/run$/);

  it('runs on every pull request and every push to main', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect((ci.on['push'] as { branches: string[] }).branches).toEqual(['main']);
    expect(ci.on['pull_request']).toBeNull(); // every pull request, whatever its branch or files
  });

  it('installs and runs the test command as .ci/run does, on Debian 12 within 30 minutes', () => {
    expect(stepsOf(test).some((s) => s.run === 'bash .ci/run')).toBe(true);
    expect(typeof test.container === 'object' ? test.container.image : test.container).toBe('debian:12');
    expect(test['timeout-minutes']).toBeLessThanOrEqual(30);
    expect(test.env?.['CI']).toBe('true');
    // Node to run npm comes from engines; npm ci then installs the exact pinned `node` the scripts use.
    expect(uses(test, 'actions/setup-node')[0]?.with?.['node-version-file']).toBe('package.json');
  });

  it('gives the platform API suites a PostgreSQL service, named by the URL they read', () => {
    const [name, service] = Object.entries(test.services ?? {})[0] ?? [];
    expect(service?.image).toMatch(/^postgres:\d+/);
    expect(test.env?.['FORECOURT_TEST_PG_URL']).toMatch(new RegExp(`^postgres://[^@]+@${name}:5432/`));
  });

  it('keeps the test and end-to-end reports when the job fails', () => {
    const upload = uses(test, 'actions/upload-artifact')[0];
    expect(upload?.if).toBe('failure()');
    expect(String(upload?.with?.['path']).split('\n').filter(Boolean)).toEqual(['.build/reports/', 'test-results/']);
  });
});

/** Every job that publishes to live sites waits for a gate job of `npm run ci:gate` and builds the sha it approved. */
function gateOf(workflow: Workflow, job: Job): { name: string; gate: Job; line: string } {
  const name = needsOf(job).find((n) => runLinesOf(workflow.jobs[n]!).some((l) => /scripts\/ci-gate\.ts|npm run (--silent )?ci:gate/.test(l)));
  expect(name, 'a publishing job needs a gate job').toBeDefined();
  const gate = workflow.jobs[name!]!;
  return { name: name!, gate, line: runLinesOf(gate).find((l) => /ci-gate|ci:gate/.test(l))! };
}

describe('publishing only what passed CI', () => {
  it.each(['publish-on-push.yml', 'daily-refresh.yml', 'stock-feed.yml'])('%s publishes only after a gate, building the commit it approved', (file) => {
    const workflow = readWorkflow(file);
    const publishers = jobsRunning(workflow, /npm run (publish:changed|stock:update)/);
    expect(publishers.length).toBeGreaterThan(0);
    for (const [, job] of publishers) {
      const { name, gate } = gateOf(workflow, job);
      expect(uses(job, 'actions/checkout')[0]?.with?.['ref']).toBe(`\${{ needs.${name}.outputs.sha }}`);
      expect(gate.permissions?.['actions']).toBe('read');
      expect(Object.values(gate.steps?.find((s) => s.id)?.env ?? {})).toContain('${{ github.token }}');
    }
  });

  it('publish-on-push runs after a green CI run of a push to main, never on the push itself', () => {
    const workflow = readWorkflow('publish-on-push.yml');
    expect(Object.keys(workflow.on)).not.toContain('push');
    expect(workflow.on['workflow_run']).toEqual({ workflows: [ci.name], types: ['completed'], branches: ['main'] });
    const publish = jobRunning(workflow, /publish:changed/);
    const { gate, line } = gateOf(workflow, publish);
    expect(gate.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(gate.if).toContain("github.event.workflow_run.event == 'push'");
    expect(publish.if).toMatch(/needs\.\w+\.outputs\.publish == 'true'/);
    expect(line).toContain('--red skip');
  });

  it('the daily refresh refuses a main whose code failed CI, and waits for a run still going', () => {
    const workflow = readWorkflow('daily-refresh.yml');
    const refresh = jobRunning(workflow, /publish:changed/);
    const { line } = gateOf(workflow, refresh);
    expect(line).toContain('--red fail');
    expect(line).toContain('--pending wait');
  });

  it('the stock feed builds on the newest code that passed CI and commits the stock on top of main', () => {
    const workflow = readWorkflow('stock-feed.yml');
    const update = jobRunning(workflow, /stock:update/);
    expect(gateOf(workflow, update).line).toContain('--mode newest-green');
    const lines = runLinesOf(update).join('\n');
    expect(lines).toContain('git push origin HEAD:main');
    expect(lines).toMatch(/git fetch [^\n]*origin main/);
  });
});

describe('jobs that build dealers', () => {
  // A clash (two folders claiming one dealer) is settled by which folder was committed first
  // (src/tenant/folder-history.ts); a shallow clone holds one commit, and would fall back to folder names.
  it.each([
    ['publish-on-push.yml', /npm run publish:changed/],
    ['daily-refresh.yml', /npm run publish:changed/],
    ['stock-feed.yml', /npm run stock:update/],
    ['pr-preview.yml', /npm run preview:publish/],
  ])('%s checks out the whole history', (file, command) => {
    const builders = jobsRunning(readWorkflow(file), command);
    expect(builders.length).toBeGreaterThan(0);
    for (const [, job] of builders) expect(uses(job, 'actions/checkout')[0]?.with?.['fetch-depth']).toBe(0);
  });
});

describe('pull-request previews', () => {
  const workflow = readWorkflow('pr-preview.yml');
  const preview = jobRunning(workflow, /npm run preview:publish/);
  const cleanup = jobRunning(workflow, /npm run preview:delete/);

  it('build on every push of a pull request, and clean up when it closes', () => {
    expect((workflow.on['pull_request'] as { types: string[] }).types.sort()).toEqual(['closed', 'opened', 'reopened', 'synchronize']);
    expect(preview.if).toContain("github.event.action != 'closed'");
    expect(cleanup.if).toContain("github.event.action == 'closed'");
    // The closed pull request's own code never runs the clean-up.
    expect(uses(cleanup, 'actions/checkout')[0]?.with?.['ref']).toBe('${{ github.event.pull_request.base.sha }}');
  });

  it('never run for a fork (no secrets) and use credentials of their own, not the live publishing keys', () => {
    const settings = workflow.jobs[needsOf(preview)[0]!]!;
    expect(settings.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
    expect(needsOf(cleanup)).toContain(needsOf(preview)[0]);
    expect(workflow.env?.['AWS_ACCESS_KEY_ID']).toBe('${{ secrets.PREVIEW_AWS_ACCESS_KEY_ID }}');
    expect(workflow.env?.['AWS_SECRET_ACCESS_KEY']).toBe('${{ secrets.PREVIEW_AWS_SECRET_ACCESS_KEY }}');
  });

  it('keep one comment per pull request, updated by the preview run and by the clean-up', () => {
    const comments = Object.values(workflow.jobs).flatMap((job) => uses(job, 'marocchino/sticky-pull-request-comment'));
    expect(comments).toHaveLength(2);
    expect(new Set(comments.map((c) => c.with?.['header']))).toEqual(new Set(['forecourt-previews']));
    for (const job of Object.values(workflow.jobs).filter((j) => uses(j, 'marocchino/sticky-pull-request-comment').length > 0)) {
      expect(job.permissions?.['pull-requests']).toBe('write');
    }
  });
});

const DependabotSchema = z.object({
  version: z.literal(2),
  updates: z.array(
    z
      .object({
        'package-ecosystem': z.string(),
        directory: z.string(),
        schedule: z.object({ interval: z.enum(['daily', 'weekly', 'monthly']) }).loose(),
        groups: z.record(z.string(), z.object({ patterns: z.array(z.string()).optional(), 'update-types': z.array(z.string()).optional() })).optional(),
        ignore: z.array(z.object({ 'dependency-name': z.string(), 'update-types': z.array(z.string()).optional() })).optional(),
      })
      .loose(),
  ),
});

describe('Dependabot', () => {
  const config = DependabotSchema.parse(parse(readFileSync(join(ROOT, '.github/dependabot.yml'), 'utf8')));
  const update = (ecosystem: string, directory: string) => config.updates.find((u) => u['package-ecosystem'] === ecosystem && u.directory === directory);
  const matches = (pattern: string, name: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(name);

  it('updates both npm lockfiles and the GitHub Actions the workflows use', () => {
    expect(update('npm', '/')).toBeDefined();
    expect(update('npm', '/tools/observatory')).toBeDefined();
    expect(update('github-actions', '/')).toBeDefined();
  });

  it('moves the pinned node devDependency and its types in one pull request; a new major stays a decision', () => {
    const npm = update('npm', '/')!;
    const groupOf = (name: string) => Object.entries(npm.groups ?? {}).find(([, g]) => (g.patterns ?? []).some((p) => matches(p, name)))?.[0];
    expect(groupOf('node')).toBeDefined();
    expect(groupOf('@types/node')).toBe(groupOf('node'));
    expect(npm.ignore).toEqual(expect.arrayContaining([{ 'dependency-name': 'node', 'update-types': ['version-update:semver-major'] }]));
  });
});
