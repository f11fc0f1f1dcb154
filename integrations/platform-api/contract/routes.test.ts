import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes, type RouteName } from './routes.ts';

const names = Object.keys(routes) as RouteName[];
const folder = (relative: string) => new URL(relative, import.meta.url);

describe('route table', () => {
  it('has one route per method and path', () => {
    const keys = names.map((name) => `${routes[name].method} ${routes[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every call names its website: POST bodies and GET queries require website_id', () => {
    for (const name of names) {
      const route: { body?: unknown; query?: unknown } = routes[name];
      const schema = (routes[name].method === 'POST' ? route.body : route.query) as {
        safeParse(input: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } };
      };
      const missing = schema.safeParse({});
      expect(missing.success, name).toBe(false);
      expect(
        missing.error?.issues.some((issue) => issue.path[0] === 'website_id'),
        name,
      ).toBe(true);
    }
  });

  it('every POST that creates a record requires an Idempotency-Key', () => {
    const creating = names.filter((name) => routes[name].successStatus === 201);
    expect(creating.every((name) => routes[name].idempotency === 'required')).toBe(true);
    expect(routes.submitLead.idempotency).toBe('required');
    expect(routes.confirmReservation.idempotency).toBe('required');
  });

  it('only the PDF route replies with a file', () => {
    expect(names.filter((name) => routes[name].replyType === 'pdf')).toEqual(['carPdf']);
  });

  it('is documented: docs/platform-api.md names every path', () => {
    const docs = readFileSync(folder('../../../docs/platform-api.md'), 'utf8');
    for (const name of names) expect(docs, `${routes[name].method} ${routes[name].path}`).toContain(`${routes[name].method} ${routes[name].path}`);
  });
});

describe('browser-safe folders', () => {
  it.each(['./', '../client/'])('%s imports nothing from Node or the server', (relative) => {
    for (const file of readdirSync(folder(relative)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(folder(`${relative}${file}`), 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|pdfkit|\.\.\/server)/);
    }
  });
});
