/**
 * Applies the vehicle index settings (index-settings.ts) to a Meilisearch index, creating it if needed.
 *
 *   MEILISEARCH_HOST=… MEILISEARCH_ADMIN_KEY=… node integrations/meilisearch/scripts/apply-settings.ts <indexUid>
 */
import { meilisearchSettingsBody, VEHICLE_PRIMARY_KEY } from '../index-settings.ts';
import { adminClientFromEnv, assertTaskSucceeded, runScript, TASK_WAIT } from './admin-client.ts';

export async function applySettings(indexUid: string): Promise<void> {
  const { client, host } = adminClientFromEnv();
  const exists = await client.getRawIndex(indexUid).then(
    () => true,
    () => false,
  );
  if (!exists) assertTaskSucceeded(await client.createIndex(indexUid, { primaryKey: VEHICLE_PRIMARY_KEY }).waitTask(TASK_WAIT), `creating ${indexUid}`);
  assertTaskSucceeded(await client.index(indexUid).updateSettings(meilisearchSettingsBody()).waitTask(TASK_WAIT), `settings of ${indexUid}`);
  console.log(`Applied vehicle settings to ${indexUid} on ${host}${exists ? '' : ' (created)'}.`);
}

if (import.meta.main) {
  const [indexUid] = process.argv.slice(2);
  runScript(async () => {
    if (!indexUid) throw new Error('Usage: apply-settings.ts <indexUid>');
    await applySettings(indexUid);
  });
}
