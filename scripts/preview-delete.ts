/**
 * npm run preview:delete: a closed pull request's previews go — every `pr-<n>--*` prefix in the
 * preview store, whichever dealers they were for. Nothing else is touched (the store was checked
 * against every live location first).
 *
 *   npm run preview:delete -- --pr <n> [--store …] [--live …] [--tenants-dir dir] [--comment file.md]
 *
 * --comment writes the closing text for the pull request's preview comment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPreviewStore, previewCliOptions } from './pr-preview/cli-settings.ts';
import { renderClosedComment } from './pr-preview/pr-comment.ts';
import { parsePr, prLabelPrefix } from './pr-preview/preview-location.ts';

const { values } = parseArgs({ options: { ...previewCliOptions, comment: { type: 'string' } } });

try {
  const pr = parsePr(values.pr);
  const store = openPreviewStore(values, resolve(values['tenants-dir']));
  const labels = await store.labels(prLabelPrefix(pr));
  const removed = await store.remove(labels);
  console.log(
    `Pull request #${pr}: deleted ${labels.length} preview(s), ${removed} files, from ${store.location}${labels.length ? `: ${labels.join(', ')}` : ''}`,
  );
  if (values.comment) {
    mkdirSync(dirname(resolve(values.comment)), { recursive: true });
    writeFileSync(resolve(values.comment), renderClosedComment(pr, removed));
  }
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
