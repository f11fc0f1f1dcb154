/**
 * The platform API as bench:delivery runs it: a child process it can SIGKILL mid-delivery and start
 * again over the same database. Fast retries so a 1,000-lead run takes a minute, not a day.
 *   node scripts/bench/delivery-api.ts <port> <dbPath> <tenantsDir>   (secrets from the environment)
 */
import { createPlatformServer } from '../../integrations/platform-api/server/create-platform-server.ts';
import { createLogger } from '../../integrations/platform-api/server/operations/logger.ts';

const [port, dbPath, tenantsDir] = process.argv.slice(2);
if (!port || !dbPath || !tenantsDir) throw new Error('usage: delivery-api.ts <port> <dbPath> <tenantsDir>');
const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
const server = await createPlatformServer({
  dbPath,
  tenantsDir,
  log: () => undefined,
  logger: createLogger(undefined, 'silent'),
  limits: { leadsPerAddress: unlimited, leadsPerWebsite: unlimited },
  leadDelivery: { pollMs: 25, leaseMs: 3_000, batchSize: 40, maxAttempts: 1_000, backoff: { baseMs: 50, maxMs: 1_000 }, allowPrivateNetworks: true },
});
await server.listen(Number(port), '127.0.0.1');
console.log('ready');
