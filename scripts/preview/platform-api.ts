import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createPlatformServer } from '../../integrations/platform-api/server/create-platform-server.ts';

export interface PreviewDealer {
  slug: string;
  port: number;
}

/**
 * Starts the reference platform API beside the preview sites, allowing each dealer's preview
 * origin for that dealer's website id only (CORS stays per dealer, as in production). When every
 * dealer folder is a demo dealer (a demo.json), it passes the development flag for demo sign-in
 * (code 123456, shown on the page); with any real dealer it stays in log mode (codes in the log).
 */
export async function startPlatformApi(options: {
  tenantsDir: string;
  dealers: PreviewDealer[];
  port: number;
  dbPath: string;
  /** Run the lead delivery worker. */
  deliverLeads?: boolean;
  /**
   * The operator's mail relay: every dealer's email goes to this SMTP server instead of the dealer's
   * own (npm start: the local mail catcher). The operator's choice, never a dealer folder's.
   */
  mailRelay?: { host: string; port: number };
}): Promise<{ url: string; close: () => Promise<void> }> {
  const allowedOrigins: Record<string, string[]> = {};
  for (const dealer of options.dealers) {
    const site = JSON.parse(readFileSync(join(options.tenantsDir, dealer.slug, 'site.json'), 'utf8')) as { id: number };
    allowedOrigins[String(site.id)] = [`http://localhost:${dealer.port}`, `http://127.0.0.1:${dealer.port}`];
  }
  mkdirSync(dirname(options.dbPath), { recursive: true });
  const demo = onlyDemoDealers(options.tenantsDir);
  const server = await createPlatformServer({
    dbPath: options.dbPath,
    tenantsDir: options.tenantsDir,
    allowedOrigins,
    signInMode: demo ? 'demo' : 'log',
    allowDemoSignIn: demo,
    // Retries a few seconds apart: the local mail sink may start after the first lead.
    ...(options.deliverLeads ? { leadDelivery: { backoff: { baseMs: 2_000, maxMs: 60_000 } } } : {}),
    ...(options.mailRelay ? { outbound: { mailRelay: options.mailRelay } } : {}),
  });
  const { url } = await server.listen(options.port, '127.0.0.1');
  return { url, close: () => server.close() };
}

function onlyDemoDealers(tenantsDir: string): boolean {
  const dealers = readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(tenantsDir, entry.name, 'site.json')))
    .map((entry) => join(tenantsDir, entry.name));
  return dealers.length > 0 && dealers.every((dir) => existsSync(join(dir, 'demo.json')));
}
