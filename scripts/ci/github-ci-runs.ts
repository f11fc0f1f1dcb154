import { z } from 'zod';
import type { CiLookup, CiState } from './publish-gate.ts';

/** The fields of GitHub's "list workflow runs" answer the gate reads. */
const RunsSchema = z.object({
  workflow_runs: z.array(
    z.object({
      id: z.number(),
      head_sha: z.string(),
      status: z.string(),
      conclusion: z.string().nullable(),
      html_url: z.string(),
      created_at: z.string(),
    }),
  ),
});

export interface GitHubRunsOptions {
  /** `GITHUB_API_URL` (https://api.github.com, or a GitHub Enterprise server's). */
  apiUrl: string;
  /** `GITHUB_REPOSITORY`: owner/name. */
  repository: string;
  token: string;
  /** The CI workflow's file name, e.g. ci.yml. */
  workflow: string;
  branch: string;
  fetch?: typeof fetch;
}

/**
 * The CI workflow's latest run for a commit on `branch`, through GitHub's REST API
 * (GET /repos/{owner}/{repo}/actions/workflows/{file}/runs?head_sha=…). A re-run replaces its run's
 * conclusion, so the newest run of the commit is its verdict.
 */
export function gitHubCiLookup(options: GitHubRunsOptions): CiLookup {
  const get = options.fetch ?? fetch;
  return async (sha) => {
    const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}/repos/${options.repository}/actions/workflows/${encodeURIComponent(options.workflow)}/runs`);
    url.searchParams.set('head_sha', sha);
    url.searchParams.set('branch', options.branch);
    url.searchParams.set('per_page', '20');
    const response = await get(url, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${options.token}`, 'X-GitHub-Api-Version': '2022-11-28' },
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${url.pathname}: ${(await response.text()).slice(0, 300)}`);
    const parsed = RunsSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`unexpected answer from ${url.pathname}: ${parsed.error.issues[0]?.message}`);
    const runs = parsed.data.workflow_runs.filter((run) => run.head_sha === sha).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const latest = runs[0];
    if (!latest) return { state: 'none' };
    return stateOf(latest.status, latest.conclusion, latest.html_url);
  };
}

function stateOf(status: string, conclusion: string | null, url: string): CiState {
  if (status !== 'completed') return { state: 'running', url };
  // Anything but success (failure, cancelled, timed_out, skipped, …) is not a green light.
  return conclusion === 'success' ? { state: 'success', url } : { state: 'failed', conclusion: conclusion ?? 'unknown', url };
}
