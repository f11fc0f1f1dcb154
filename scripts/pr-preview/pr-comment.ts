import { describeSummary, type PreviewEntry } from './preview-results.ts';

/**
 * The one pull-request comment listing each dealer's preview: its address, and its change report
 * against the live site. GitHub refuses a comment over 65,536 characters; past the budget the rest
 * is counted and left to the workflow run's summary, which gets the whole table.
 */
export const COMMENT_BUDGET = 60_000;

/** Dealer names come from the pull request's own folder: shown as text, never as Markdown or HTML. */
export function markdownText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]()#+!|<>~&-]/g, (c) => `\\${c}`);
}

function fenced(lines: readonly string[]): string {
  const body = lines.join('\n');
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${body}\n${fence}`;
}

function row(entry: PreviewEntry): string {
  const dealer = `${markdownText(entry.name)} (\`${entry.slug}\`)`;
  if (entry.status === 'failed') return `| ${dealer} | ✗ did not build (below) | |`;
  const changes = entry.summary ? markdownText(describeSummary(entry.summary)) : 'the change report';
  return `| ${dealer} | ${entry.url} | [${changes}](${entry.reportUrl}) |`;
}

function failure(entry: PreviewEntry): string {
  const problems = entry.problems && entry.problems.length > 0 ? entry.problems : ['(the build printed no reason; see the workflow run)'];
  return `<details><summary>✗ ${markdownText(entry.name)} (<code>${entry.slug}</code>) did not build</summary>\n\n${fenced(problems)}\n\n</details>`;
}

export interface CommentOptions {
  pr: number;
  entries: readonly PreviewEntry[];
  commit?: string;
  runUrl?: string;
  /** Some preview runner did not finish (failed, cancelled): dealers may be missing from the list. */
  incomplete?: boolean;
  budget?: number;
}

const HEADER = '| Dealer | Preview (not live) | What changed against the live site |\n| --- | --- | --- |';

export function renderPreviewComment(options: CommentOptions): string {
  const entries = [...options.entries].sort((a, b) => a.slug.localeCompare(b.slug));
  const at = options.commit ? ` at \`${options.commit.slice(0, 7)}\`` : '';
  const runLink = options.runUrl ? `[workflow run](${options.runUrl})` : undefined;
  const run = runLink ? ` · ${runLink}` : '';
  const warning = options.incomplete
    ? `> [!WARNING]\n> Not every preview runner finished${runLink ? ` (see the ${runLink})` : ''}: dealers may be missing below, and the list is not the whole change.\n\n`
    : '';
  const intro = `### Dealer previews for this pull request\n\n${warning}`;
  if (entries.length === 0 && options.incomplete) return `${intro}No preview was published.${run}\n`;
  if (entries.length === 0) {
    return `${intro}This pull request${at} changes no dealer's site (no dealer folder, and no shared code the sites are built from), so there is nothing to preview.${run}\n`;
  }
  const lead =
    `${intro}Drafts of the ${entries.length === 1 ? 'dealer site' : `${entries.length} dealer sites`} this change affects, built${at}. ` +
    'Each is a site of its own with a "Preview — not live" bar; search engines are told to ignore it, and nothing here is live. ' +
    'The last column opens the change report against the live site. This comment is updated on every push; the previews are deleted when the pull request closes.\n\n';
  const failed = entries.filter((e) => e.status === 'failed');
  const budget = (options.budget ?? COMMENT_BUDGET) - lead.length - 600;
  const lines = [HEADER];
  let used = HEADER.length;
  let shown = 0;
  for (const entry of entries) {
    const line = row(entry);
    if (used + line.length + 1 > budget / 2) break;
    lines.push(line);
    used += line.length + 1;
    shown += 1;
  }
  const rest = entries.length - shown;
  const more = rest > 0 ? `\n\n… and ${rest} more dealer${rest === 1 ? '' : 's'}: all are listed in the workflow run's summary.` : '';
  const details: string[] = [];
  let detailBytes = 0;
  for (const entry of failed) {
    const text = failure(entry);
    if (detailBytes + text.length > budget / 2) {
      details.push(`… and ${failed.length - details.length} more that did not build: see the workflow run.`);
      break;
    }
    details.push(text);
    detailBytes += text.length;
  }
  const failedNote = failed.length > 0 ? `\n\n**${failed.length} did not build**: fix what is named below and push again.\n\n${details.join('\n\n')}` : '';
  return `${lead}${lines.join('\n')}${more}${failedNote}\n\n<sub>Updated${at}${run}</sub>\n`;
}

/** The whole table, for the workflow run's summary (no comment-size limit). */
export function renderSummaryTable(entries: readonly PreviewEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.slug.localeCompare(b.slug));
  return `${HEADER}\n${sorted.map(row).join('\n')}\n`;
}

export function renderClosedComment(pr: number, removed: number): string {
  return `### Dealer previews for this pull request\n\nPull request #${pr} is closed: its previews were deleted (${removed} files). A new pull request gets new previews.\n`;
}
