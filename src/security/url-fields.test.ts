import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SiteConfigSchema } from '../config/site.ts';
import { BrandSchema, LocationSchema, OfferSchema, VehicleSchema } from '../data/schemas/index.ts';
import { BlogPostSchema, ContentPageSchema } from '../site/content/schema.ts';

/**
 * A guard for new fields: every string field whose name says it holds a URL (…url, href, src,
 * logo, image, video, file, link) must refuse a script URL, i.e. use src/security/safe-url.ts.
 */
type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema>; element?: Schema; options?: Schema[]; valueType?: Schema };
const def = (s: Schema) => s._zod.def as Def;

function unwrap(schema: Schema): Schema {
  let inner = schema;
  for (let d = def(inner); d.innerType || (d.type === 'pipe' && d.in); d = def(inner)) inner = d.innerType ?? d.in!;
  return inner;
}

const URL_NAME = /(url|href|src|^logo$|^image$|video|^file$|link|spin_images|^host)$/i;

/** [path, leaf string schema] of every string field (or string list) named like a URL. */
function urlFields(schema: Schema, path: string[] = []): [string, Schema][] {
  const inner = unwrap(schema);
  const d = def(inner);
  const name = path.at(-1) ?? '';
  if (d.type === 'string') return URL_NAME.test(name) ? [[path.join('.'), inner]] : [];
  if (d.type === 'array' && d.element) return urlFields(d.element, path);
  if (d.type === 'record' && d.valueType) return urlFields(d.valueType, [...path, '*']);
  if (d.type === 'union' || d.type === 'discriminated_union' || d.type === 'discriminatedUnion') return (d.options ?? []).flatMap((o) => urlFields(o, path));
  if (d.type === 'object' && d.shape) return Object.entries(d.shape).flatMap(([key, child]) => urlFields(child, [...path, key]));
  return [];
}

const SCHEMAS: Record<string, Schema> = {
  'site.json': SiteConfigSchema,
  'data/stock.json': VehicleSchema,
  'data/locations.json': LocationSchema,
  'data/offers.json': OfferSchema,
  'data/brands.json': BrandSchema,
  'content/pages': ContentPageSchema,
  'content/blog': BlogPostSchema,
};

/** Named like a URL but not one: the SMTP server's host name (read by the API server only). */
const NOT_URLS = new Set(['site.json: leadDelivery.smtp.host']);

describe('every URL field uses the shared URL rule', () => {
  const fields = Object.entries(SCHEMAS)
    .flatMap(([file, schema]) => urlFields(schema).map(([path, leaf]) => [`${file}: ${path}`, leaf] as const))
    .filter(([name]) => !NOT_URLS.has(name));

  it('finds the URL fields it guards', () => {
    const names = fields.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'site.json: url',
        'site.json: theme.logo.url',
        'site.json: experience.footerGroup.href',
        'data/stock.json: video_url',
        'data/stock.json: images.url',
        'data/stock.json: spin_images',
        'data/brands.json: logoSrc',
        'data/offers.json: model.override_url',
        'content/pages: cta.href',
        'content/blog: image',
        'site.json: search.engine.host',
        'site.json: leadDelivery.webhooks.*.url',
      ]),
    );
    expect(names.length).toBeGreaterThan(25);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
  ])('refuses %j in every one of them', (url) => {
    const accepted = fields.filter(([, leaf]) => (leaf as z.ZodType).safeParse(url).success).map(([name]) => name);
    expect(accepted).toEqual([]);
  });
});
