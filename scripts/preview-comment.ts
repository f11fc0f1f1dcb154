/**
 * npm run preview:comment: the pull request's preview comment (Markdown) from the results files of
 * every preview:publish shard; the whole table also goes to the workflow run's summary.
 *
 *   npm run preview:comment -- --pr <n> --results <dir> [--out comment.md] [--run-url url] [--incomplete true|false]
 *
 * --incomplete true: a preview runner did not finish, so the comment says dealers may be missing.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderPreviewComment, renderSummaryTable } from './pr-preview/pr-comment.ts';
import { parsePr } from './pr-preview/preview-location.ts';
import { PreviewResultsSchema, type PreviewEntry } from './pr-preview/preview-results.ts';

const { values } = parseArgs({
  options: {
    pr: { type: 'string' },
    results: { type: 'string' },
    out: { type: 'string' },
    'run-url': { type: 'string' },
    incomplete: { type: 'string', default: 'false' },
  },
});

try {
  const pr = parsePr(values.pr);
  if (!values.results) throw new Error('--results: the folder holding the preview:publish results files');
  const dir = resolve(values.results);
  const files = existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')) : [];
  const entries: PreviewEntry[] = [];
  let commit: string | undefined;
  for (const file of files) {
    const parsed = PreviewResultsSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${file}: not a preview:publish results file (${parsed.error.issues[0]?.message})`);
    if (parsed.data.pr !== pr) throw new Error(`${file}: results of pull request #${parsed.data.pr}, not #${pr}`);
    entries.push(...parsed.data.entries);
    commit ??= parsed.data.commit;
  }
  if (values.incomplete !== 'true' && values.incomplete !== 'false') throw new Error(`--incomplete: true or false, got "${values.incomplete}"`);
  const body = renderPreviewComment({ pr, entries, commit, runUrl: values['run-url'], incomplete: values.incomplete === 'true' });
  if (values.out) {
    mkdirSync(dirname(resolve(values.out)), { recursive: true });
    writeFileSync(resolve(values.out), body);
  } else process.stdout.write(body);
  if (process.env.GITHUB_STEP_SUMMARY && entries.length > 0)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### Dealer previews of #${pr}\n\n${renderSummaryTable(entries)}`);
  console.error(`${entries.length} dealer(s) from ${files.length} results file(s)`);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
