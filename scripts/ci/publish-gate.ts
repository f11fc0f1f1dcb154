/**
 * Which commit of main may be published: one whose code passed CI. A commit that changes only dealer
 * stock files (`tenants/<slug>/data/stock.json`, what the stock-feed workflow commits after its own
 * validation) carries no code, runs no CI and is as good as the commit below it.
 */
export interface HistoryCommit {
  sha: string;
  /** Paths the commit changes against its first parent. */
  files: readonly string[];
}

/** The CI workflow's verdict on one commit. */
export type CiState =
  { state: 'success'; url: string } | { state: 'failed'; conclusion: string; url: string } | { state: 'running'; url: string } | { state: 'none' };

export type CiLookup = (sha: string) => Promise<CiState>;

const STOCK_FILE = /^tenants\/[^/]+\/data\/stock\.json$/;

/** A stock-feed commit (or an empty one): nothing in it needs the test suite. */
export function isDataOnly(commit: HistoryCommit): boolean {
  return commit.files.every((file) => STOCK_FILE.test(file));
}

export interface HeadVerdict {
  /** green: publish `sha`; red: its code failed CI; pending: CI still runs; untested: no CI run at all. */
  verdict: 'green' | 'red' | 'pending' | 'untested';
  /** The commit to publish: main's head. */
  sha: string;
  /** The newest commit with code in it, whose CI run decides. */
  codeSha?: string;
  /** Stock-feed commits between that commit and the head. */
  dataOnly: string[];
  ci?: CiState;
}

/** May main's head (`history[0]`, newest first, first-parent) be published? */
export async function headVerdict(history: readonly HistoryCommit[], ciOf: CiLookup): Promise<HeadVerdict> {
  const head = history[0];
  if (!head) throw new Error('no commits in the history');
  const dataOnly: string[] = [];
  for (const commit of history) {
    if (isDataOnly(commit)) {
      dataOnly.push(commit.sha);
      continue;
    }
    const ci = await ciOf(commit.sha);
    const verdict = ci.state === 'success' ? 'green' : ci.state === 'failed' ? 'red' : ci.state === 'running' ? 'pending' : 'untested';
    return { verdict, sha: head.sha, codeSha: commit.sha, dataOnly, ci };
  }
  // Nothing but stock commits as far back as the history goes: no tested code to stand on.
  return { verdict: 'untested', sha: head.sha, dataOnly };
}

/**
 * The newest commit whose code passed CI, for a stock feed that must not wait for (or be refused by)
 * a red or running main: it builds that commit's code with the new stock.
 */
export async function newestGreen(history: readonly HistoryCommit[], ciOf: CiLookup): Promise<{ sha: string; skipped: string[] } | undefined> {
  const skipped: string[] = [];
  for (const commit of history) {
    if (!isDataOnly(commit)) {
      const ci = await ciOf(commit.sha);
      if (ci.state === 'success') return { sha: commit.sha, skipped };
    }
    skipped.push(commit.sha);
  }
  return undefined;
}

export function describeVerdict(v: HeadVerdict): string {
  const code = v.codeSha ? v.codeSha.slice(0, 12) : '(none)';
  const data = v.dataOnly.length > 0 ? ` (+ ${v.dataOnly.length} stock-feed commit(s) above it)` : '';
  const ci = v.ci;
  switch (v.verdict) {
    case 'green':
      return `✓ main at ${v.sha.slice(0, 12)}: its code ${code}${data} passed CI (${ci?.state === 'success' ? ci.url : ''})`;
    case 'red':
      return `✗ main at ${v.sha.slice(0, 12)}: its code ${code}${data} failed CI (${ci?.state === 'failed' ? `${ci.conclusion}, ${ci.url}` : ''}); not publishing`;
    case 'pending':
      return `… main at ${v.sha.slice(0, 12)}: CI of its code ${code}${data} has not finished (${ci?.state === 'running' ? ci.url : ''})`;
    case 'untested':
      return `✗ main at ${v.sha.slice(0, 12)}: its code ${code}${data} has no CI run; not publishing untested code`;
  }
}
