/**
 * Sends a dealer's live change report (`_forecourt/change-report.json` of its published site) to the
 * platform API again, for alert emails — after `stock:update` could not reach the API. Safe to repeat:
 * the API takes each change once.
 *
 *   npm run alerts:notify -- --tenant <slug> [--target dir:<path> | s3://bucket/prefix] [--tenants-dir dir] [--api-url <url>]
 *
 * The platform API is --api-url or FORECOURT_PLATFORM_API_URL; the dealer's inbox key is the operator's
 * FORECOURT_<website id>_INBOX_KEY (or its file under FORECOURT_SECRETS_DIR).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { problemToString } from '../src/config/config-error.ts';
import { prepareTenant } from './build/prepare-tenant.ts';
import { publishCliOptions, targetFor } from './publish/cli-options.ts';
import type { ChangeReportFile } from './publish/live-snapshot.ts';
import { describeNotice, notifyStockAlerts } from './publish/notify-alerts.ts';
import { STATE_PREFIX } from './publish/site-files.ts';

const REPORT_KEY = `${STATE_PREFIX}change-report.json`;

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, target: publishCliOptions.target, 'tenants-dir': publishCliOptions['tenants-dir'], 'api-url': { type: 'string' } },
});

try {
  if (!values.tenant) throw new Error('Usage: npm run alerts:notify -- --tenant <slug> [--target dir:<path> | s3://bucket/prefix]');
  const target = targetFor(values.target, values.tenant);
  const body = await target.read(REPORT_KEY);
  if (!body) throw new Error(`${target.name} has no ${REPORT_KEY}: nothing was published by stock:update yet`);
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
