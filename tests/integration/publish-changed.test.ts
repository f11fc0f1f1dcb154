import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * `npm run publish:changed` (what the push-to-main workflow runs): a dealer is rebuilt and published
 * only when its fingerprint differs from the one its live build recorded.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_TIMEOUT_MS = 300_000;
const work = mkdtempSync(join(tmpdir(), 'publish-changed-'));
const tenantsDir = join(work, 'tenants');
cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(tenantsDir, 'mini-motors'), { recursive: true });
const target = `dir:${join(work, 'live')}/{slug}`;
// The fingerprint and snapshot a live build records are private (docs/publishing.md): they go to the state target.
const state = `dir:${join(work, 'state')}/{slug}`;

async function publishChanged(...extra: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'scripts/publish-changed.ts'), '--tenants-dir', tenantsDir, '--target', target, '--state', state, ...extra],
    { cwd: ROOT },
  );
  return stdout;
}

describe('publish:changed', () => {
  it(
    'publishes a dealer never published, then skips it while its inputs are unchanged, then republishes after a change',
    async () => {
      expect(await publishChanged()).toMatch(/▶ mini-motors: never published[\s\S]*1 published, 0 up to date, 0 failed/);
      expect(await publishChanged()).toMatch(/✓ mini-motors: live build is up to date[\s\S]*0 published, 1 up to date, 0 failed/);

      const siteFile = join(tenantsDir, 'mini-motors/site.json');
      writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, 'utf8')), phone: '07 3999 0000' }));
      expect(await publishChanged()).toMatch(/▶ mini-motors: inputs changed \(\w+ → \w+\)[\s\S]*1 published/);
      expect(readFileSync(join(work, 'live/mini-motors/contact/index.html'), 'utf8')).toContain('07 3999 0000');
      // The site keeps only its own publishing bookkeeping; what names lead routing is in the state.
      for (const file of ['snapshot.json', 'platform-bundle.json']) {
        expect(existsSync(join(work, 'live/mini-motors/_forecourt', file))).toBe(false);
        expect(existsSync(join(work, 'state/mini-motors', file))).toBe(true);
      }
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'with --jobs 2 publishes two dealers at once, each reporting as one block',
    async () => {
      const jobsDir = join(work, 'jobs-tenants');
      for (const [slug, id, host] of [
        ['mini-motors', 900, 'www.minimotors.example.com.au'],
        ['midi-motors', 901, 'www.midimotors.example.com.au'],
      ] as const) {
        cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(jobsDir, slug), { recursive: true });
        const siteFile = join(jobsDir, slug, 'site.json');
        writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, 'utf8')), id, slug, url: `https://${host}` }));
      }
      const jobsTarget = `dir:${join(work, 'jobs-live')}/{slug}`;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          join(ROOT, 'scripts/publish-changed.ts'),
          '--tenants-dir',
          jobsDir,
          '--target',
          jobsTarget,
          '--state',
          `dir:${join(work, 'jobs-state')}/{slug}`,
          '--jobs',
          '2',
        ],
        { cwd: ROOT },
      );
      expect(stdout).toMatch(/2 published, 0 up to date, 0 failed/);
      // Each dealer's lines sit together: nothing of the other dealer between its start and its total.
      for (const [slug, other] of [
        ['mini-motors', 'midi-motors'],
        ['midi-motors', 'mini-motors'],
      ]) {
        const block = stdout.slice(stdout.indexOf(`▶ ${slug}:`), stdout.indexOf('total', stdout.indexOf(`▶ ${slug}:`)));
        expect(block).toContain('published to');
        expect(block).not.toContain(other);
      }
      expect(readFileSync(join(work, 'jobs-live/midi-motors/index.html'), 'utf8')).toContain('Mini Motors');
    },
    BUILD_TIMEOUT_MS,
  );

  it('leaves dealers of other shards alone', async () => {
    const outputs = await Promise.all(['1/2', '2/2'].map((shard) => publishChanged('--shard', shard)));
    expect(outputs.filter((o) => /1 dealer\(s\) in shard/.test(o))).toHaveLength(1);
    expect(outputs.filter((o) => /0 dealer\(s\) in shard/.test(o))).toHaveLength(1);
  }, 60_000);
});
