import pg from 'pg';

/**
 * The PostgreSQL connection pool (node-postgres). Values read back the way the SQLite engine gives
 * them, so repositories hold one code path: timestamptz as an ISO 8601 string in UTC, bigint
 * (identity ids, counts) as a number — ids stay far below 2^53.
 */

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;
const NUMERIC = 1700;

const parsers: Record<number, (value: string) => unknown> = {
  [TIMESTAMPTZ]: (value) => new Date(value).toISOString(),
  [TIMESTAMP]: (value) => new Date(`${value}Z`).toISOString(),
  [INT8]: Number,
  [NUMERIC]: Number,
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  /** Connections this process may hold (default 10). */
  max?: number;
  /** Application name shown in pg_stat_activity, so an operator can tell the instances apart. */
  applicationName?: string;
  /** An idle connection failed (the server restarted or dropped it); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export function createPostgresPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'forecourt-platform-api',
    types,
    // A pool that cannot reach the database fails a request in seconds, not after the OS's TCP timeout.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server dropped (restart, failover) is replaced; it must not crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** True for a `postgres://` or `postgresql://` URL; anything else is an SQLite path. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** The database as a log line may show it: a URL without its password. */
export function databaseLabel(target: string): string {
  if (!isPostgresUrl(target)) return target;
  const url = new URL(target);
  if (url.password) url.password = '***';
  return url.toString();
}
