/**
 * The main job: builds the demo dealers when their inputs changed, then serves each one at
 * its own origin root (its own port) with an index at http://localhost:$PORT (default 4321).
 * The builds are drafts, as `npm run preview` makes them (docs/publishing.md): noindex, the
 * "Preview — not live" bar, and /_preview/ comparing the folder with the dealer's live build.
 * Both build with today's clock: what had ended before the build is not in it (docs/dealer-pages.md).
 *
 *   npm start              PORT=5000 npm start           npm start -- --tenants-dir ../dealers
 *
 * Each site forwards the platform API's paths (/api/…) to the API, so sign-in works on the printed
 * localhost URLs (and on 127.0.0.1): the session cookie is the site's own. PLATFORM_API_PORT,
 * PLATFORM_API_DB, MAIL_PORT and MAIL_SMTP_PORT move the API, its database and the mail catcher.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverTenants } from './build/discover-tenants.ts';
import { buildFingerprint } from './preview/fingerprint.ts';
import { closeAstroWorkers } from './build/astro-workers.ts';
import { buildDraft } from './preview/draft-build.ts';
import { placeFor } from './publish/cli-options.ts';
import { renderIndexPage } from './preview/index-page.ts';
import { createStaticServer } from './preview/static-server.ts';
import { startPlatformApi } from './preview/platform-api.ts';
import { startMailSink } from './preview/mail-sink.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'tenants-dir': { type: 'string', default: 'tenants' },
    out: { type: 'string', default: 'dist' },
    rebuild: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const tenantsDir = resolve(values['tenants-dir']);
const outDir = resolve(values.out);
const port = Number(process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 1 || port > 65000) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);

const { slugs } = discoverTenants(tenantsDir);
const stampsDir = join(outDir, '.stamps');
const buildDay = new Date().toISOString().slice(0, 10);
mkdirSync(stampsDir, { recursive: true });
const failed = new Set<string>();

for (const slug of slugs) {
  // Drafts, as `npm run preview` builds them (noindex, the Preview bar, /_preview/ against the live build).
  // The day is part of it: a build is for the day it ran (offers, promo tiles and new arrivals that
  // have ended are left out), so yesterday's build of unchanged inputs is built again.
  const fingerprint = `draft-${buildDay}-${buildFingerprint(ROOT, join(tenantsDir, slug))}`;
  const stampFile = join(stampsDir, `${slug}.txt`);
  const upToDate = existsSync(join(outDir, slug, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
  if (values['no-build'] || (upToDate && !values.rebuild)) {
    console.log(`✓ ${slug}: up to date`);
    continue;
  }
  const { build: result } = await buildDraft({ slug, tenantsDir, outDir, live: placeFor({}, slug) });
  if (result.ok) writeFileSync(stampFile, fingerprint);
  else failed.add(slug);
}
// The build workers would sit idle holding Astro in memory while the servers run.
await closeAstroWorkers();

// A local mail catcher on 127.0.0.1:2525 lists every email the API sends.
const mail = await startMailSink({
  dir: join(ROOT, '.data/mail'),
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 2525),
  httpPort: Number(process.env.MAIL_PORT ?? 8025),
});
const api = await startPlatformApi({
  tenantsDir,
  dealers: slugs.map((slug, i) => ({ slug, port: port + 1 + i })),
  port: Number(process.env.PLATFORM_API_PORT ?? 8787),
  dbPath: process.env.PLATFORM_API_DB ?? join(ROOT, '.data/platform.sqlite'),
  deliverLeads: true,
  // The operator's choice, made here: every dealer's email goes to the local catcher, whatever SMTP
  // server its folder names (a dealer folder can never point the platform at a local address).
  mailRelay: { host: '127.0.0.1', port: mail.smtpPort },
});

const sites = slugs.map((slug, i) => ({ slug, port: port + 1 + i })).filter((site) => existsSync(join(outDir, site.slug, 'index.html')));
for (const site of sites) {
  // The API on each site's own origin (/api/…), as in production: the session cookie is first-party.
  createStaticServer(join(outDir, site.slug), { apiOrigin: api.url }).listen(site.port, '127.0.0.1');
}
const names = Object.fromEntries(
  sites.map((s) => {
    const config = JSON.parse(readFileSync(join(tenantsDir, s.slug, 'site.json'), 'utf8')) as { name?: string };
    return [s.slug, config.name ?? s.slug];
  }),
);
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    renderIndexPage(
      sites.map((s) => ({ ...s, name: names[s.slug] ?? s.slug, failed: failed.has(s.slug) })),
      { mailUrl: mail.url },
    ),
  );
}).listen(port, '127.0.0.1');

console.log(`\nForecourt preview: http://localhost:${port}`);
for (const site of sites) console.log(`  ${names[site.slug]}: http://localhost:${site.port}/`);
console.log(`  Platform API: ${api.url}`);
console.log(`  Delivered mail: ${mail.url}`);
for (const slug of failed) console.log(`  ✗ ${slug} failed to build; serving its previous output if any`);
