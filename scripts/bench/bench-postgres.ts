/**
 * PostgreSQL for the benches that run the API on it (bench:api, bench:leads --engine postgres): the
 * server given by URL, or a throwaway cluster (scripts/test/postgres-cluster.sh) started on first
 * use and stopped by close(); each run gets a database of its own, dropped afterwards.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchPostgres {
  /** A fresh, empty database on the server: its URL, and drop(). */
  database(name: string): Promise<{ url: string; drop: () => Promise<void> }>;
  close(): void;
}

export function benchPostgres(root: string, givenUrl: string): BenchPostgres {
  const script = join(root, 'scripts/test/postgres-cluster.sh');
  let cluster: { url: string; dir: string } | null = null;
  const serverUrl = (): string => {
    if (givenUrl) return givenUrl;
    if (!cluster) {
      const exports = execFileSync('bash', [script, 'start'], { encoding: 'utf8' });
      const url = /FORECOURT_TEST_PG_URL=(\S+)/.exec(exports)?.[1];
      const dir = /FORECOURT_TEST_PG_DIR=(\S+)/.exec(exports)?.[1];
      if (!url || !dir) throw new Error(`postgres-cluster.sh said: ${exports}`);
      cluster = { url, dir };
    }
    return cluster.url;
  };
  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  return {
    async database(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl());
      url.pathname = `/${name}`;
      return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
    },
    close() {
      if (cluster) execFileSync('bash', [script, 'stop', cluster.dir]);
      cluster = null;
    },
  };
}
