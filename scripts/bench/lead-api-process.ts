/**
 * The reference API as its own process for bench:leads, so the bench can SIGKILL it mid-burst:
 *   node scripts/bench/lead-api-process.ts <port> <db> <tenants-dir> <leads per address and per dealer per minute>
 * Prints "ready" once listening. SIGTERM closes it cleanly; SIGKILL is the crash the bench is after.
 */
import { createPlatformServer } from '../../integrations/platform-api/server/create-platform-server.ts';
import { createLogger } from '../../integrations/platform-api/server/operations/logger.ts';

const [port = '0', dbPath = '', tenantsDir = '', perMinute = '500'] = process.argv.slice(2);
const rule = { max: Number(perMinute), windowMs: 60_000 };
const server = await createPlatformServer({
  dbPath,
  tenantsDir,
  limits: { leadsPerAddress: rule, leadsPerWebsite: rule },
  log: () => {},
  logger: createLogger(undefined, 'silent'),
});
await server.listen(Number(port), '127.0.0.1');
console.log('ready');
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
