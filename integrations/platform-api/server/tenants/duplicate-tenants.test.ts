import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR, startTestServer, temporaryDbPath } from '../../test-fixtures/start-test-server.ts';
import { duplicateTenantProblems } from './duplicate-tenants.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('duplicate dealer folders', () => {
  it('names both folders for a shared website id, slug or site origin', () => {
    const a = { dir: 'tenants/a', id: 1, slug: 'a', url: 'https://a.example.com/' };
    expect(duplicateTenantProblems([a, { dir: 'tenants/b', id: 2, slug: 'b', url: 'https://b.example.com' }])).toEqual([]);
    expect(duplicateTenantProblems([a, { dir: 'tenants/b', id: 1, slug: 'b', url: 'https://b.example.com' }])).toEqual([
      'website id 1 is claimed by tenants/a and tenants/b',
    ]);
    expect(duplicateTenantProblems([a, { dir: 'tenants/c', id: 3, slug: 'a', url: 'https://A.example.com/other' }])).toEqual([
      'slug a is claimed by tenants/a and tenants/c',
      'site origin https://a.example.com is claimed by tenants/a and tenants/c',
    ]);
  });

  it("the API refuses to start when a second folder reuses a dealer's id, naming both", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'duplicate-dealers-'));
    dirs.push(dir);
    cpSync(FIXTURE_TENANTS_DIR, dir, { recursive: true });
    cpSync(join(dir, 'coastal-cars'), join(dir, 'impostor'), { recursive: true });
    const site = JSON.parse(readFileSync(join(dir, 'impostor', 'site.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'impostor', 'site.json'), JSON.stringify({ ...site, id: 101, slug: 'impostor', url: 'https://impostor.example' }));
    const { dbPath, cleanUp } = temporaryDbPath();
    try {
      await expect(startTestServer({ tenantsDir: dir, dbPath })).rejects.toThrow(
        `website id 101 is claimed by ${join(dir, 'demo-motors')} and ${join(dir, 'impostor')}`,
      );
    } finally {
      cleanUp();
    }
  });
});
