import { fileURLToPath } from 'node:url';
import type { SmsMessage } from '../server/auth/sms-gateway.ts';
import { createPlatformServer, type PlatformServer } from '../server/create-platform-server.ts';
import type { PlatformServerOptions } from '../server/server-options.ts';
import { queryRows, temporaryDatabase, temporarySqlitePath } from './test-database.ts';
import { createLogger } from '../server/operations/logger.ts';

/** A real server on 127.0.0.1, port 0, over a fresh database (SQLite, or PostgreSQL: test-database.ts) and the fixture dealers. */

/** Hooks that start a server get this much time: a cold 2-core CI machine, not a warm laptop. */
export const SERVER_START_TIMEOUT_MS = 60_000;

export const FIXTURE_TENANTS_DIR = fileURLToPath(new URL('./tenants/', import.meta.url));
export const DEMO = { websiteId: 101, origin: 'https://demo-motors.example.com.au' } as const;
export const COASTAL = { websiteId: 202, origin: 'https://www.coastal-cars.example.com.au' } as const;
export const CAR = { id: 1001, slug: '2021-toyota-corolla-ascent-sport' } as const;

export interface TestServer {
  server: PlatformServer;
  baseUrl: string;
  /** The database it runs on: an SQLite path or a postgres:// URL (FORECOURT_TEST_ENGINE). */
  dbPath: string;
  /** Rows of an SQL query with `?` placeholders, on whichever engine (test-database.ts queryRows). */
  rows<T = Record<string, unknown>>(sql: string, ...parameters: unknown[]): Promise<T[]>;
  logs: string[];
  /** The JSON lines the server's logger wrote (request lines), parsed, oldest first. */
  logLines: Array<Record<string, unknown>>;
  /** Text messages the server sent (sign-in codes), newest last. */
  sms: SmsMessage[];
  /** The last sign-in code texted to this phone (log mode: codes are random and never in a reply). */
  lastCode(phone: string): string;
  /** Closes the server; pass `keepFiles` to restart on the same database. */
  close(options?: { keepFiles?: boolean }): Promise<void>;
}

/** An SQLite file in a fresh folder (tests of SQLite itself; others take temporaryDatabase()). */
export function temporaryDbPath(): { dbPath: string; cleanUp: () => void } {
  return temporarySqlitePath();
}

export async function startTestServer(options: Partial<PlatformServerOptions> = {}): Promise<TestServer> {
  const temporary = options.dbPath ? null : await temporaryDatabase();
  const dbPath = options.dbPath ?? temporary?.target ?? '';
  const logs: string[] = [];
  const sms: SmsMessage[] = [];
  const logLines: Array<Record<string, unknown>> = [];
  const server = await createPlatformServer({
    tenantsDir: FIXTURE_TENANTS_DIR,
    log: (message) => logs.push(message),
    logger: createLogger({ write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }),
    smsGateway: { name: 'test', send: async (message) => void sms.push(message) },
    ...options,
    dbPath,
  });
  const { url } = await server.listen(0, '127.0.0.1');
  return {
    server,
    baseUrl: url,
    dbPath,
    rows: (sql, ...parameters) => queryRows(server.storage, sql, ...parameters),
    logs,
    logLines,
    sms,
    lastCode(phone) {
      const text = sms.filter((message) => message.to === phone).at(-1)?.text ?? '';
      return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    },
    async close({ keepFiles = false } = {}) {
      await server.close();
      if (!keepFiles) await temporary?.cleanUp();
    },
  };
}

/** A lead that passes the contract, with overrides. */
export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    website_id: DEMO.websiteId,
    form_type: 'vehicle-enquiry',
    category: 'Vehicle Enquiry',
    name: 'Alex',
    last_name: 'Citizen',
    email: 'alex@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: 'Is this car still available?',
    car_id: CAR.id,
    car_type: 'used',
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'Corolla',
    url: `${DEMO.origin}/cars/${CAR.slug}`,
    source: 'website',
    user_agent: 'vitest',
    lead_attributes: { visited_pages: ['/', `/cars/${CAR.slug}`], linked_query_params: { utm_source: 'test' } },
    ...overrides,
  };
}

let keyCounter = 0;
export function newKey(label = 'test'): string {
  keyCounter += 1;
  return `${label}-${process.pid}-${Date.now()}-${keyCounter}`;
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (e.g. a PDF or an empty preflight reply): callers read `text`.
  }
  return { status: response.status, json, text, headers: response.headers };
}

/** The `name=value` of a Set-Cookie reply header, to send back as a Cookie header. */
export function cookieOf(headers: Headers): string {
  return (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
