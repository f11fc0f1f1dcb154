/**
 * Generates "hostile-motors": the mini-motors fixture dealer (plus offers and brands borrowed from
 * a demo dealer, and Markdown pages and posts of its own) with an XSS payload in every free-text
 * and URL field its schemas allow. A payload the schema refuses is recorded as rejected and the
 * field keeps its original value, so the rest of the dealer still builds.
 *
 *   node tests/hostile/generate.ts [--out .build/hostile/tenants]
 *
 * Writes <out>/hostile-motors/ and <out>/hostile-report.json (what went where, what was refused).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { parseSiteConfig } from '../../src/config/load-config.ts';
import { SiteConfigSchema } from '../../src/config/site.ts';
import { BrandSchema, LocationSchema, OfferSchema, VehicleSchema } from '../../src/data/schemas/index.ts';
import { BlogPostSchema, ContentPageSchema } from '../../src/site/content/schema.ts';
import { hostileBase } from './base-dealer.ts';
import { writeHostileFiles, type HostileFile } from './hostile-files.ts';
import { markdownFile } from './markdown.ts';
import { hostilePayloads, type Payload } from './payloads.ts';
import { setPath, showPath, textSlots, type Path } from './schema-slots.ts';

export const HOSTILE_SLUG = 'hostile-motors';

/** Where the files the dealer's links point at live: beside the dealer folders, never inside one. */
export const hostileOutsideDir = (outDir: string) => join(outDir, '..', `outside-${HOSTILE_SLUG}`);

/** A 12 × 8 grey JPEG: the stock photo every hostile car points at. */
const TINY_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAwDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAA//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAHE//Z';

export interface HostileReport {
  dealer: string;
  payloads: Payload[];
  /** Payload ids and the field each was placed in (and accepted by the schema). */
  placed: { id: number; where: string }[];
  /** Payloads the schema refused, with the validation message. */
  rejected: { id: number; where: string; reason: string }[];
  /** Hostile files in public/ (SVG tricks, links out of the folder), tests/hostile/hostile-files.ts. */
  files: HostileFile[];
}

/**
 * Fields whose text never reaches a page but steers the build (a time zone, a filter expression,
 * attribute names) or the car's state (a status other than in_stock/coming_soon/sold unlists it):
 * a payload there tests nothing a shopper sees, so they keep their clean values.
 */
const NOT_PAGE_TEXT = [
  /^site\.json: (timeZone|search\.filter|search\.persistedAttributes)$/,
  /^data\/locations\.json\[\d+\]: time_zone$/,
  /^data\/stock\.json\[\d+\]: status$/,
];

/** What a dealer legitimately embeds: must survive (YouTube's own embed code moves to its no-cookie host). */
export const LEGIT_EMBEDS = [
  '<iframe src="https://www.youtube.com/embed/abc123def45" title="Walkaround video" allowfullscreen></iframe>',
  '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=153.02,-27.47,153.03,-27.46" title="Find us"></iframe>',
];

class Injector {
  private cursor = 0;
  private urlCursor = 0;
  readonly placed: HostileReport['placed'] = [];
  readonly rejected: HostileReport['rejected'] = [];
  private readonly payloads: Payload[];
  /** Raw script/data/foreign-host URLs: what a URL field is tried with when it refuses markup. */
  private readonly rawUrls: Payload[];
  constructor(payloads: Payload[]) {
    this.payloads = payloads;
    this.rawUrls = payloads.filter((p) => p.family.endsWith(', raw URL'));
  }

  private next(attempt: number): Payload {
    if (attempt === 0) return this.payloads[this.cursor++ % this.payloads.length]!;
    return this.rawUrls[this.urlCursor++ % this.rawUrls.length]!;
  }

  /**
   * Puts a payload in every text slot of `doc`. When the schema refuses (a URL field, a pattern),
   * two raw script URLs are tried next, so every URL field meets a javascript:-style URL.
   */
  fill<T extends Record<string, unknown>>(file: string, doc: T, schema: z.core.$ZodType, validate: (candidate: T) => string | undefined): T {
    let current = doc;
    for (const slot of textSlots(schema, doc)) {
      const name = showPath(slot.path);
      if (NOT_PAGE_TEXT.some((pattern) => pattern.test(`${file}: ${name}`))) continue;
      for (let attempt = 0; attempt < 3; attempt++) {
        const payload = this.next(attempt);
        const candidate = structuredClone(current);
        setPath(candidate, slot.path as Path, slot.kind === 'text' ? payload.text : [payload.text]);
        const where = `${file}: ${name}`;
        const reason = validate(candidate);
        if (reason === undefined) {
          current = candidate;
          this.placed.push({ id: payload.id, where });
          break;
        }
        this.rejected.push({ id: payload.id, where, reason });
      }
    }
    return current;
  }

  /** Fills each record of a data file, validated on its own like the build does. */
  records<T extends Record<string, unknown>>(file: string, records: T[], schema: z.ZodType): T[] {
    return records.map((record, i) => this.fill(`${file}[${i}]`, record, schema, (c) => zodReason(schema.safeParse(c))));
  }
}

const zodReason = (result: { success: boolean; error?: z.ZodError }) => (result.success ? undefined : (result.error?.issues[0]?.message ?? 'invalid'));

export function generateHostileDealer(outDir: string): HostileReport {
  const payloads = hostilePayloads();
  const injector = new Injector(payloads);
  const base = hostileBase(HOSTILE_SLUG);

  const site = injector.fill('site.json', base.site, SiteConfigSchema, (c) => {
    const parsed = parseSiteConfig('site.json', c, HOSTILE_SLUG);
    return parsed.ok ? undefined : parsed.problems[0]!.message;
  });
  const vehicles = injector.records('data/stock.json', base.vehicles, VehicleSchema);
  const locations = injector.records('data/locations.json', base.locations, LocationSchema);
  const offers = injector.records('data/offers.json', base.offers, OfferSchema);
  const brands = injector.records('data/brands.json', base.brands, BrandSchema);

  const dir = join(outDir, HOSTILE_SLUG);
  rmSync(dir, { recursive: true, force: true });
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('site.json', JSON.stringify(site, null, 2));
  write('data/stock.json', JSON.stringify({ generated_at: base.generatedAt, vehicles }, null, 2));
  write('data/locations.json', JSON.stringify(locations, null, 2));
  write('data/offers.json', JSON.stringify(offers, null, 2));
  write('data/brands.json', JSON.stringify(brands, null, 2));
  // The stock photos exist, so the build keeps them (a missing local photo is left out) and their
  // alt texts, which carry payloads, reach the cards and galleries.
  for (const url of new Set(vehicles.flatMap((v) => (v.images as { url: string; thumb?: { url: string } }[]).flatMap((i) => [i.url, i.thumb?.url])))) {
    if (url && /^\/[\w./-]+\.jpg$/.test(url)) {
      mkdirSync(join(dir, 'public', url, '..'), { recursive: true });
      writeFileSync(join(dir, 'public', url), Buffer.from(TINY_JPEG, 'base64'));
    }
  }

  // Markdown: front matter fields get payloads like any field; the bodies carry the whole corpus.
  const html = payloads.filter((p) => !p.family.includes(', '));
  const urls = payloads.filter((p) => p.family.includes(', '));
  const bodies = {
    all: payloads.map((p) => p.text),
    html: [...LEGIT_EMBEDS, ...html.map((p) => p.text)],
    urls: urls.flatMap((p) =>
      p.family.endsWith('raw URL') ? [p.text, `[link ${p.id}](${p.text.replace(/\s/g, '')})`, `![image ${p.id}](${p.text.replace(/\s/g, '')})`] : [p.text],
    ),
  };
  for (const page of base.pages) {
    const front = injector.fill(`content/pages/${page.id}.md`, page.front, ContentPageSchema, (c) => zodReason(ContentPageSchema.safeParse(c)));
    write(`content/pages/${page.id}.md`, markdownFile(front, bodies[page.body]));
  }
  for (const post of base.posts) {
    const front = injector.fill(`content/blog/${post.id}.md`, post.front, BlogPostSchema, (c) => zodReason(BlogPostSchema.safeParse(c)));
    write(`content/blog/${post.id}.md`, markdownFile(front, bodies[post.body]));
  }
  for (const p of payloads) injector.placed.push({ id: p.id, where: 'Markdown bodies' });
  const files = writeHostileFiles(dir, hostileOutsideDir(outDir));

  const report: HostileReport = { dealer: HOSTILE_SLUG, payloads, placed: injector.placed, rejected: injector.rejected, files };
  writeFileSync(join(outDir, 'hostile-report.json'), JSON.stringify(report, null, 2));
  return report;
}

if (import.meta.main) {
  const at = process.argv.indexOf('--out');
  const outDir = resolve(at > 0 ? process.argv[at + 1]! : '.build/hostile/tenants');
  const report = generateHostileDealer(outDir);
  const fields = new Set([...report.placed, ...report.rejected].map((p) => p.where)).size;
  console.log(
    `hostile dealer: ${report.payloads.length} distinct payloads, ${report.placed.length} placed and ${report.rejected.length} refused by the schemas across ${fields} fields, ${report.files.length} hostile files → ${join(outDir, HOSTILE_SLUG)}`,
  );
}
