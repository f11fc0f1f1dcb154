import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR, startTestServer, temporaryDbPath } from '../../test-fixtures/start-test-server.ts';

/** The API applies the build's rule (src/tenant/duplicate-dealers.ts) before it serves anyone. */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function withImpostor(overrides: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'duplicate-dealers-'));
  dirs.push(dir);
  cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
  cpSync(join(dir, 'coastal-cars'), join(dir, 'impostor'), { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'impostor', 'site.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'impostor', 'site.json'), JSON.stringify({ ...site, id: 303, slug: 'impostor', url: 'https://impostor.example', ...overrides }));
  return dir;
}

async function startOn(tenantsDir: string) {
  const { dbPath, cleanUp } = temporaryDbPath();
  try {
    const t = await startTestServer({ tenantsDir, dbPath });
    await t.close({ keepFiles: true });
  } finally {
    cleanUp();
  }
}

describe('duplicate dealer folders', () => {
  it("refuses to start when a second folder reuses a dealer's website id, naming both folders", async () => {
    const dir = withImpostor({ id: 101 });
    await expect(startOn(dir)).rejects.toThrow(`${join(dir, 'demo-motors')} and ${join(dir, 'impostor')} both claim dealer id "101"`);
  });

  it("refuses a reused slug or site origin too", async () => {
    const slug = withImpostor({ slug: 'demo-motors' });
    await expect(startOn(slug)).rejects.toThrow(`both claim dealer slug "demo-motors"`);
    const origin = withImpostor({ url: 'https://DEMO-motors.example.com.au/other' });
    await expect(startOn(origin)).rejects.toThrow(`both claim dealer origin "https://demo-motors.example.com.au"`);
  });

  it('starts when every folder is its own dealer', async () => {
    await expect(startOn(withImpostor({}))).resolves.toBeUndefined();
  });
});
