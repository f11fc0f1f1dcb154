/**
 * Generates docs/config-reference.md from the dealer config schema, so the reference can
 * never drift from the code: `node scripts/docs/config-reference.ts` (a unit test checks it).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SiteConfigSchema } from '../../src/config/site.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  /** z.never(): a retired key the schema refuses (src/config/retired-keys.ts). */
  not?: unknown;
}

function typeOf(schema: JsonSchema): string {
  if (schema.not !== undefined) return 'refused';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
}

function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  return (schema.anyOf ?? []).find((s) => s.properties);
}

function rows(schema: JsonSchema, prefix: string, out: string[]): void {
  const object = objectOf(schema);
  if (!object?.properties) return;
  for (const [key, child] of Object.entries(object.properties)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const nested = objectOf(child);
    const isGroup = nested?.properties && child.type !== 'array';
    const required = object.required?.includes(key) && child.default === undefined;
    const defaultText = child.default === undefined ? (required ? '**required**' : '—') : `\`${JSON.stringify(child.default)}\``;
    if (!isGroup) {
      const description = (child.description ?? '').replace(/\|/g, '\\|');
      out.push(`| \`${path}\` | ${typeOf(child)} | ${defaultText.length > 80 ? '(see schema)' : defaultText} | ${description} |`);
    } else {
      rows(child, path, out);
    }
  }
}

export function renderConfigReference(): string {
  const json = z.toJSONSchema(SiteConfigSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const lines: string[] = [];
  rows(json, '', lines);
  return [
    '# Dealer config reference',
    '',
    'Generated from `src/config/` by `node scripts/docs/config-reference.ts`; do not edit by hand.',
    "A dealer's `tenants/<slug>/site.json` gives only what differs from these defaults. Unknown keys are errors",
    '(with the nearest valid key suggested); every error names the file, the field path and what is expected.',
    '',
    '| Setting | Type | Default | What it does |',
    '| --- | --- | --- | --- |',
    ...lines,
    '',
  ].join('\n');
}

if (import.meta.main) {
  const target = resolve(import.meta.dirname, '../../docs/config-reference.md');
  writeFileSync(target, renderConfigReference());
  console.log(`wrote ${target}`);
}
