import { describe, expect, it } from 'vitest';
import { headVerdict, isDataOnly, newestGreen, type CiState, type HistoryCommit } from './publish-gate.ts';

const code = (sha: string): HistoryCommit => ({ sha, files: ['src/pages/index.astro'] });
const stock = (sha: string, slug = 'acme'): HistoryCommit => ({ sha, files: [`tenants/${slug}/data/stock.json`] });
const ci = (states: Record<string, CiState>) => {
  const asked: string[] = [];
  const lookup = async (sha: string): Promise<CiState> => (asked.push(sha), states[sha] ?? { state: 'none' });
  return { lookup, asked };
};
const ok: CiState = { state: 'success', url: 'https://ci/1' };
const failed: CiState = { state: 'failed', conclusion: 'failure', url: 'https://ci/2' };
const running: CiState = { state: 'running', url: 'https://ci/3' };

describe('a stock-feed commit', () => {
  it('is one that changes only dealers’ stock.json files', () => {
    expect(isDataOnly(stock('a'))).toBe(true);
    expect(isDataOnly({ sha: 'b', files: ['tenants/a/data/stock.json', 'tenants/b/data/stock.json'] })).toBe(true);
    expect(isDataOnly({ sha: 'c', files: ['tenants/a/data/stock.json', 'tenants/a/site.json'] })).toBe(false);
    expect(isDataOnly({ sha: 'd', files: ['tenants/a/data/locations.json'] })).toBe(false);
    expect(isDataOnly({ sha: 'e', files: ['tenants/a/b/data/stock.json'] })).toBe(false);
    expect(isDataOnly({ sha: 'f', files: ['src/data/stock.json'] })).toBe(false);
  });
});

describe("main's head", () => {
  it('is green when its newest code commit passed CI, with the stock commits above it', async () => {
    const { lookup, asked } = ci({ c1: ok });
    const verdict = await headVerdict([stock('s2'), stock('s1'), code('c1'), code('c0')], lookup);
    expect(verdict).toMatchObject({ verdict: 'green', sha: 's2', codeSha: 'c1', dataOnly: ['s2', 's1'] });
    expect(asked).toEqual(['c1']);
  });

  it('is red when that commit failed, even if an older one passed', async () => {
    const verdict = await headVerdict([code('c1'), code('c0')], ci({ c1: failed, c0: ok }).lookup);
    expect(verdict).toMatchObject({ verdict: 'red', codeSha: 'c1' });
  });

  it('is pending while its CI runs, untested without a run', async () => {
    expect((await headVerdict([stock('s1'), code('c1')], ci({ c1: running }).lookup)).verdict).toBe('pending');
    expect((await headVerdict([code('c1')], ci({}).lookup)).verdict).toBe('untested');
    expect((await headVerdict([stock('s1')], ci({}).lookup)).verdict).toBe('untested');
  });
});

describe('the newest green commit', () => {
  it('walks past stock commits and code that failed or is still running', async () => {
    const found = await newestGreen([stock('s3'), code('c2'), stock('s2'), code('c1'), code('c0')], ci({ c2: running, c1: ok, c0: ok }).lookup);
    expect(found).toEqual({ sha: 'c1', skipped: ['s3', 'c2', 's2'] });
  });

  it('is none when nothing in the history passed', async () => {
    expect(await newestGreen([code('c1'), stock('s1')], ci({ c1: failed }).lookup)).toBeUndefined();
  });
});
