/**
 * npm run preview -- --tenant <slug>: a draft build of the dealer's folder as it is now, into its own
 * folder (never the published site), served at http://localhost:$PORT (default 4330) with a
 * "Preview — not live" bar and the change report against the live build at /_preview/. Never publishes.
 *
 *   npm run preview -- --tenant <slug> [--live dir:<path> | s3://bucket/{slug}] [--live-state <private target with {slug}>] [--tenants-dir dir] [--out dir] [--no-serve]
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverTenants } from './build/discover-tenants.ts';
import { placeFor } from './publish/cli-options.ts';
import { closeAstroWorkers } from './build/astro-workers.ts';
import { buildDraft } from './preview/draft-build.ts';
import { createStaticServer } from './preview/static-server.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    live: { type: 'string' },
    'live-state': { type: 'string' },
    'tenants-dir': { type: 'string', default: 'tenants' },
    out: { type: 'string', default: '.build/preview' },
    'no-serve': { type: 'boolean', default: false },
  },
});

const slug = values.tenant;
const tenantsDir = resolve(values['tenants-dir']);
if (!slug || discoverTenants(tenantsDir, [slug]).missing.length > 0) {
  console.error(slug ? `✗ no dealer folder ${tenantsDir}/${slug} with a site.json` : 'Usage: npm run preview -- --tenant <slug> [--live <target>]');
  process.exit(2);
}
const live = placeFor({ target: values.live, state: values['live-state'], stateFlag: '--live-state' }, slug);
const outDir = resolve(values.out);
const { build, report } = await buildDraft({ slug, tenantsDir, outDir, live });
// The build workers would sit idle holding Astro in memory while the servers run.
await closeAstroWorkers();
if (!build.ok) {
  console.error(`✗ the draft of ${slug} did not build (above)`);
  process.exit(1);
}
if (report) {
  const { stock } = report;
  console.log(
    `\nAgainst ${report.live ? `the live build at ${report.live.target}` : 'nothing published yet'}: ` +
      `${report.configChanges.length} settings changed, ${report.pagesAdded.length} pages added, ${report.pagesRemoved.length} removed, ` +
      `${stock.added.length} cars added, ${stock.removed.length} removed, ${stock.priceChanges.length} re-priced`,
  );
}
if (!values['no-serve']) {
  const port = Number(process.env.PORT ?? 4330);
  // The API's paths go to a platform API on this machine (npm start's, or PLATFORM_API_URL), as a CDN forwards them.
  createStaticServer(join(outDir, slug), { apiOrigin: process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:8787' }).listen(port, '127.0.0.1');
  console.log(`Preview — not live: http://localhost:${port}/  (what changed: http://localhost:${port}/_preview/)`);
}
