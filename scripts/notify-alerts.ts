/**
 * Sends a dealer's live change report (`change-report.json` in its private state target) to the
 * platform API again, for alert emails — after `stock:update` could not reach the API. Safe to repeat:
 * the API takes each change once.
 *
 *   npm run alerts:notify -- --tenant <slug> [--target dir:<path> | s3://bucket/prefix] [--state dir:<path> | s3://…] [--tenants-dir dir] [--api-url <url>]
 *
 * The platform API is --api-url or FORECOURT_PLATFORM_API_URL; the dealer's inbox key is the operator's
 * FORECOURT_<website id>_INBOX_KEY (or its file under FORECOURT_SECRETS_DIR).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { problemToString } from '../src/config/config-error.ts';
import { prepareTenant } from './build/prepare-tenant.ts';
import { placeFor, publishCliOptions } from './publish/cli-options.ts';
import type { ChangeReportFile } from './publish/live-snapshot.ts';
import { describeNotice, notifyStockAlerts } from './publish/notify-alerts.ts';
import { readStateFile, STATE_FILES } from './publish/state-target.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    target: publishCliOptions.target,
    state: publishCliOptions.state,
    'tenants-dir': publishCliOptions['tenants-dir'],
    'api-url': { type: 'string' },
  },
});

try {
  if (!values.tenant) throw new Error('Usage: npm run alerts:notify -- --tenant <slug> [--target dir:<path> | s3://bucket/prefix]');
  const place = placeFor(values, values.tenant);
  const body = await readStateFile(place, STATE_FILES.changeReport);
  if (!body) throw new Error(`${place.state.name} has no ${STATE_FILES.changeReport}: nothing was published by stock:update yet`);
  const report = JSON.parse(body.toString('utf8')) as ChangeReportFile;
  const prepared = prepareTenant(join(resolve(values['tenants-dir']), values.tenant), values.tenant);
  if (!prepared.bundle) throw new Error(prepared.errors.map(problemToString).join('\n'));
  const notice = await notifyStockAlerts({
    config: prepared.bundle.config,
    report,
    hadLiveSite: true,
    ...(values['api-url'] ? { apiUrl: values['api-url'] } : {}),
  });
  console.log(describeNotice(notice));
  if (!notice.sent) process.exit(1);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
