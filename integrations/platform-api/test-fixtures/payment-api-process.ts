/**
 * A reference API in its own process with a slow test payment provider, for the tests with several
 * server processes on one database:  node payment-api-process.ts <db> <tenants-dir> <provider delay ms>
 * (<db> an SQLite path or a postgres:// URL). Prints "ready <url>" once listening, "charged <intent>" /
 * "refunded <intent>" as the provider moves money, so the test can count charges across processes,
 * and "sms <phone> <text>" for each text message (sign-in codes).
 */
import { createPlatformServer } from '../server/create-platform-server.ts';
import { createLogger } from '../server/operations/logger.ts';
import { createTestPaymentProvider } from '../server/payments/test-payment-provider.ts';

const [dbPath = '', tenantsDir = '', delay = '250'] = process.argv.slice(2);
const provider = createTestPaymentProvider({ delayMs: Number(delay) });
const confirm = provider.confirm.bind(provider);
const refund = provider.refund.bind(provider);
provider.confirm = async (input) => {
  const result = await confirm(input);
  if (result.status === 'succeeded') console.log(`charged ${input.intentId}`);
  return result;
};
provider.refund = async (input) => {
  await refund(input);
  console.log(`refunded ${input.intentId}`);
};
const server = await createPlatformServer({
  dbPath,
  tenantsDir,
  paymentProvider: provider,
  limits: { reservationsPerAddress: { max: 10_000, windowMs: 60_000 } },
  smsGateway: { name: 'stdout', send: async (message) => void console.log(`sms ${message.to} ${message.text.replaceAll('\n', ' ')}`) },
  log: () => {},
  logger: createLogger(undefined, 'silent'),
});
const { url } = await server.listen(0, '127.0.0.1');
console.log(`ready ${url}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
