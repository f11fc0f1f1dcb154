import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminClientFromEnv, indexUidOfDealer } from './admin-client.ts';
import { readStockFile } from './push-stock.ts';

describe('build-machine scripts', () => {
  it('need the host and the admin key from the environment', () => {
    expect(() => adminClientFromEnv({})).toThrow(/MEILISEARCH_HOST/);
    expect(() => adminClientFromEnv({ MEILISEARCH_HOST: 'http://localhost:7700' })).toThrow(/MEILISEARCH_ADMIN_KEY/);
    expect(adminClientFromEnv({ MEILISEARCH_HOST: 'http://localhost:7700', MEILISEARCH_ADMIN_KEY: 'k' }).host).toBe('http://localhost:7700');
  });

  it("name a dealer's index after its website id, never after anything the folder chooses", () => {
    expect(indexUidOfDealer('tenants', 'harbour-city-nissan')).toBe('forecourt-1101-vehicles');
  });

  it('read a stock file and reject vehicles without an id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stock-'));
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify({ vehicles: [{ id: 1, make: 'Kia' }] }));
    expect(await readStockFile(good)).toEqual([{ id: 1, make: 'Kia' }]);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ vehicles: [{ make: 'Kia' }] }));
    await expect(readStockFile(bad)).rejects.toThrow(/vehicles\[0\] has no "id"/);
    await writeFile(bad, JSON.stringify([{ id: 1 }]));
    await expect(readStockFile(bad)).rejects.toThrow(/"vehicles" array/);
  });
});
