import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run ci:gate` on a real git history, asking a stand-in for GitHub's REST API (the documented
 * "list workflow runs for a workflow" answer): what the publishing workflows decide before publishing.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'ci-gate-'));
const repo = join(work, 'repo');

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
function commit(files: Record<string, string>, message: string): string {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), body);
  }
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

/** Each sha's runs as GitHub lists them, answer after answer (the last one repeats); `requests` records what the gate asked. */
type Run = { status: string; conclusion: string | null };
const answers = new Map<string, Run[][]>();
const success: Run = { status: 'completed', conclusion: 'success' };
const failure: Run = { status: 'completed', conclusion: 'failure' };
const inProgress: Run = { status: 'in_progress', conclusion: null };
const requests: URL[] = [];
let server: Server;
let api = '';

beforeAll(async () => {
  mkdirSync(repo);
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'ci@example.com');
  git('config', 'user.name', 'ci');
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url);
    if (req.headers.authorization !== 'Bearer test-token' || !url.pathname.endsWith('/repos/acme/sites/actions/workflows/ci.yml/runs')) {
      res.writeHead(404).end('{"message":"Not Found"}');
      return;
    }
    const sha = url.searchParams.get('head_sha') ?? '';
    const queue = answers.get(sha) ?? [[]];
    const list = (queue.length > 1 ? queue.shift()! : queue[0]!).map((run, i) => ({
      id: i + 1,
      head_sha: sha,
      html_url: `https://github.example/acme/sites/actions/runs/${i + 1}`,
      created_at: `2026-11-25T00:0${i}:00Z`,
      ...run,
    }));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ total_count: list.length, workflow_runs: list }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(work, { recursive: true, force: true });
});

async function gate(...args: string[]): Promise<{ code: number; stdout: string; output: Record<string, string> }> {
  const outputFile = join(work, `output-${requests.length}-${Math.random()}`);
  writeFileSync(outputFile, '');
  const env = {
    ...process.env,
    GITHUB_TOKEN: 'test-token',
    GITHUB_REPOSITORY: 'acme/sites',
    GITHUB_API_URL: api,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: '',
  };
  let code = 0;
  let stdout = '';
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/ci-gate.ts'), ...args], { cwd: repo, env }));
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    code = failed.code;
    stdout = failed.stdout;
  }
  const output = Object.fromEntries(
    readFileSync(outputFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('=') as [string, string]),
  );
  return { code, stdout, output };
}

describe('npm run ci:gate', () => {
  let c1 = '';
  let c3 = '';
  let s1 = '';

  it("publishes main's head when its code passed CI, stock-feed commits above it included", async () => {
    c1 = commit({ 'src/a.ts': '1', 'tenants/acme/site.json': '{}' }, 'code 1');
    answers.set(c1, [[success]]);
    s1 = commit({ 'tenants/acme/data/stock.json': '{"v":1}' }, 'Stock feed: acme');
    const result = await gate('--red', 'fail');
    expect(result.code).toBe(0);
    expect(result.output).toEqual({ sha: s1, verdict: 'green', publish: 'true' });
    expect(result.stdout).toContain('+ 1 stock-feed commit(s) above it');
    // The stock commit has no run of its own; only the code commit was asked about, on main.
    expect(requests.map((u) => [u.searchParams.get('head_sha'), u.searchParams.get('branch')])).toEqual([[c1, 'main']]);
  });

  it('refuses (exit 1) or skips (exit 0) a head whose code failed; a re-run that passed counts', async () => {
    const c2 = commit({ 'src/a.ts': '2' }, 'code 2');
    answers.set(c2, [[failure]]);
    const refused = await gate('--red', 'fail');
    expect([refused.code, refused.output.publish, refused.output.verdict]).toEqual([1, 'false', 'red']);
    expect(refused.stdout).toMatch(/failed CI \(failure, https:\/\/github\.example\/.*\); not publishing/);
    const skipped = await gate('--red', 'skip');
    expect([skipped.code, skipped.output.publish]).toEqual([0, 'false']);

    answers.set(c2, [[failure, success]]);
    expect((await gate()).output.publish).toBe('true');
  });

  it('waits for a run still going when asked to, and skips or fails it otherwise', async () => {
    c3 = commit({ 'src/a.ts': '3' }, 'code 3');
    answers.set(c3, [[inProgress]]);
    expect((await gate('--pending', 'skip')).output).toMatchObject({ publish: 'false', verdict: 'pending' });
    expect((await gate('--pending', 'fail')).code).toBe(1);

    // The run finishes between the gate's first and second question.
    answers.set(c3, [[inProgress], [success]]);
    const waited = await gate('--pending', 'wait', '--poll-seconds', '0', '--wait-minutes', '5');
    expect(waited.output.publish).toBe('true');
    expect(waited.stdout).toContain('has not finished');
  });

  it('refuses untested code (no CI run), and finds the newest green commit for a stock feed', async () => {
    commit({ 'src/a.ts': '4' }, 'code 4, never tested');
    const untested = await gate('--red', 'fail');
    expect([untested.code, untested.output.verdict]).toEqual([1, 'untested']);

    commit({ 'tenants/acme/data/stock.json': '{"v":2}' }, 'Stock feed: acme');
    // Below the untested commit: code 3 (its run passed), then code 2 (a re-run passed).
    const green = await gate('--mode', 'newest-green');
    expect(green.code).toBe(0);
    expect(green.output).toMatchObject({ publish: 'true', sha: c3 });
  });

  it('reads a merge commit as what the merged branch brought to main', async () => {
    git('checkout', '-q', '-b', 'feature');
    commit({ 'src/b.ts': 'feature' }, 'feature');
    git('checkout', '-q', 'main');
    commit({ 'tenants/acme/data/stock.json': '{"v":3}' }, 'Stock feed: acme');
    git('merge', '-q', '--no-ff', '-m', 'Merge feature', 'feature');
    const merge = git('rev-parse', 'HEAD');
    answers.set(merge, [[success]]);
    const result = await gate();
    // Not stock only (src/b.ts came in), so its own run decides; were it read as empty, the untested code 4 below would.
    expect(result.output).toEqual({ sha: merge, verdict: 'green', publish: 'true' });
    expect(requests.at(-1)?.searchParams.get('head_sha')).toBe(merge);
  });

  it('fails with a clear message without the token', async () => {
    const { stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/ci-gate.ts')], {
      cwd: repo,
      env: { ...process.env, GITHUB_TOKEN: '', GH_TOKEN: '' },
    }).catch((e: { stderr: string }) => e);
    expect(stderr).toContain('GITHUB_TOKEN and GITHUB_REPOSITORY must be set');
  });
});
