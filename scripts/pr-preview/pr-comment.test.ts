import { describe, expect, it } from 'vitest';
import { markdownText, renderClosedComment, renderPreviewComment, renderSummaryTable } from './pr-comment.ts';
import { describeSummary, type PreviewEntry, type PreviewSummary } from './preview-results.ts';

const summary = (change: Partial<PreviewSummary> = {}): PreviewSummary => ({
  firstPublish: false,
  settings: 0,
  carsAdded: 0,
  carsRemoved: 0,
  carsRepriced: 0,
  carsSold: 0,
  carsBackInStock: 0,
  pagesAdded: 0,
  pagesRemoved: 0,
  ...change,
});
const published = (slug: string, name = slug): PreviewEntry => ({
  slug,
  name,
  status: 'published',
  url: `https://pr-7--${slug}.previews.example.com/`,
  reportUrl: `https://pr-7--${slug}.previews.example.com/_preview/`,
  summary: summary({ settings: 1, carsAdded: 2 }),
});

describe('the preview comment', () => {
  it("lists each dealer's preview address and its change report, sorted by dealer", () => {
    const body = renderPreviewComment({
      pr: 7,
      entries: [published('zed-motors'), published('acme', 'Acme Motors')],
      commit: 'abc1234def',
      runUrl: 'https://ci/run/1',
    });
    expect(body).toContain('built at `abc1234`');
    const rows = body.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Dealer') && !line.startsWith('| ---'));
    expect(rows).toEqual([
      '| Acme Motors (`acme`) | https://pr-7--acme.previews.example.com/ | [1 setting changed, 2 cars added](https://pr-7--acme.previews.example.com/_preview/) |',
      '| zed\\-motors (`zed-motors`) | https://pr-7--zed-motors.previews.example.com/ | [1 setting changed, 2 cars added](https://pr-7--zed-motors.previews.example.com/_preview/) |',
    ]);
    expect(body).toContain('[workflow run](https://ci/run/1)');
  });

  it('says why a dealer did not build, as text that cannot break out of its block', () => {
    const entry: PreviewEntry = {
      slug: 'bad',
      name: 'Bad <b>Motors</b> | x',
      status: 'failed',
      problems: ['site.json: phone: expected a string', 'a ``` fence'],
    };
    const body = renderPreviewComment({ pr: 7, entries: [entry] });
    expect(body).toContain('| Bad \\<b\\>Motors\\</b\\> \\| x (`bad`) | ✗ did not build (below) | |');
    expect(body).toContain('**1 did not build**');
    expect(body).toContain('````text\nsite.json: phone: expected a string\na ``` fence\n````');
  });

  it('says so when the change affects no dealer', () => {
    expect(renderPreviewComment({ pr: 7, entries: [] })).toContain("changes no dealer's site");
  });

  it('warns that dealers may be missing when a preview runner did not finish, never claiming nothing changed', () => {
    const empty = renderPreviewComment({ pr: 7, entries: [], incomplete: true, runUrl: 'https://ci/run/2' });
    expect(empty).toContain('Not every preview runner finished (see the [workflow run](https://ci/run/2))');
    expect(empty).not.toContain('changes no dealer');
    expect(renderPreviewComment({ pr: 7, entries: [published('acme')], incomplete: true })).toMatch(/WARNING[\s\S]*\| acme/);
  });

  it('stays under GitHub’s comment limit with hundreds of dealers; the run summary has them all', () => {
    const entries = Array.from({ length: 600 }, (_, i) => published(`dealer-${String(i).padStart(3, '0')}`));
    const body = renderPreviewComment({ pr: 7, entries, budget: 20_000 });
    expect(body.length).toBeLessThan(20_000);
    const shown = body.split('\n').filter((line) => line.startsWith('| Dealer ') === false && line.startsWith('| dealer')).length;
    expect(shown).toBeGreaterThan(10);
    expect(body).toContain(`… and ${600 - shown} more dealers: all are listed in the workflow run's summary.`);
    expect(
      renderSummaryTable(entries)
        .split('\n')
        .filter((line) => line.startsWith('| dealer')),
    ).toHaveLength(600);
  });

  it('says the previews are gone once the pull request closed', () => {
    expect(renderClosedComment(7, 120)).toContain('Pull request #7 is closed: its previews were deleted (120 files)');
  });
});

describe('a change summary', () => {
  it('names what changed, or that only the code did', () => {
    expect(describeSummary(summary({ carsRepriced: 3, carsSold: 1, pagesRemoved: 1 }))).toBe('3 re-priced, 1 sold, 1 page removed');
    expect(describeSummary(summary())).toBe('same settings, cars and pages as live (the code or design changed)');
    expect(describeSummary(summary({ firstPublish: true, carsAdded: 6, pagesAdded: 41 }))).toBe('a new site (nothing live yet): 6 cars, 41 pages');
  });
});

describe('markdownText', () => {
  it('keeps a dealer name from becoming a link, an image or HTML', () => {
    expect(markdownText('![x](https://evil) <img src=x> [a](b)')).toBe('\\!\\[x\\]\\(https://evil\\) \\<img src=x\\> \\[a\\]\\(b\\)');
  });
});
