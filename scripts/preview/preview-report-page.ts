import { formatAud, formatDateTime } from '../../src/domain/format.ts';
import type { PreviewReport } from '../../src/domain/publishing/preview-report.ts';
import { vehiclePath } from '../../src/site/routes.ts';

/** The change report of a draft build as a page (/_preview/), linked from the "Preview — not live" bar. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const show = (value: unknown) => (value === undefined ? '(not set)' : JSON.stringify(value));

function section(title: string, items: string[], empty: string): string {
  const body = items.length > 0 ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : `<p>${empty}</p>`;
  return `<section><h2>${title} <span class="count">(${items.length})</span></h2>${body}</section>`;
}

const carLink = (v: { slug: string; name: string }) => `<a href="${escape(vehiclePath(v.slug))}">${escape(v.name)}</a>`;

export function renderPreviewReportPage(report: PreviewReport, siteName: string): string {
  const { stock } = report;
  const against = report.live
    ? `Compared with the live build published ${escape(formatDateTime(report.live.publishedAt, 'UTC'))} UTC (${escape(report.live.target)}).`
    : 'Nothing is published yet: everything in this preview is new.';
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Preview changes | ${escape(siteName)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #111827; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
.bar { background: #1f2937; color: #fff; padding: 0.5rem 1rem; text-align: center; }
.bar a { color: #fde68a; }
.count { color: #4b5563; font-weight: normal; }
code { background: #f3f4f6; padding: 0 0.25rem; }
</style>
</head>
<body>
<div class="bar"><strong>Preview — not live.</strong> <a href="/">Back to the preview site</a></div>
<main>
<h1>What this preview changes</h1>
<p>${against}</p>
${section(
  'Settings changed',
  report.configChanges.map((c) => `<code>${escape(c.path)}</code>: ${escape(show(c.from))} → ${escape(show(c.to))}`),
  'No setting changed.',
)}
${section('Cars added', stock.added.map(carLink), 'No car added.')}
${section(
  'Cars removed',
  stock.removed.map((v) => escape(v.name)),
  'No car removed.',
)}
${section(
  'Cars re-priced',
  stock.priceChanges.map((v) => `${carLink(v)}: ${formatAud(v.from)} → ${formatAud(v.to)}`),
  'No price changed.',
)}
${section('Cars sold', stock.sold.map(carLink), 'No car sold.')}
${section('Cars back in stock', stock.backInStock.map(carLink), 'No car back in stock.')}
${section(
  'Pages added',
  report.pagesAdded.map((p) => `<a href="${escape(p)}">${escape(p)}</a>`),
  'No page added.',
)}
${section(
  'Pages removed',
  report.pagesRemoved.map((p) => escape(p)),
  'No page removed.',
)}
</main>
</body>
</html>
`;
}
