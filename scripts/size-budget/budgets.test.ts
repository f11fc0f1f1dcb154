import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_JS_BUDGETS, SEARCH_SNAPSHOT_BUDGET, VEHICLE_HTML_BUDGET, type PageKind } from './budgets.ts';

/** The ceilings docs/decisions/0004-size-budgets-only-tighten.md records: a budget may be tightened, never loosened. */
const CEILING_KB: Record<PageKind, number> = { vehicle: 40, search: 10, home: 10, leadForm: 5, content: 0, purchaseJourney: 110 };

/** The row of docs/performance.md's budget table that states each budget. */
const DOC_ROW: Record<PageKind | 'snapshot', string> = {
  vehicle: '| Vehicle page |',
  search: '| Search / stock listing |',
  home: '| Home |',
  leadForm: '| Lead form pages',
  content: '| Content pages',
  purchaseJourney: '| Purchase journey',
  snapshot: '| Search snapshot',
};

describe('size budgets (one table for the static and the Chromium measure)', () => {
  it('no budget is looser than its recorded ceiling', () => {
    for (const kind of Object.keys(CEILING_KB) as PageKind[]) expect(PAGE_JS_BUDGETS[kind].kb, kind).toBeLessThanOrEqual(CEILING_KB[kind]);
    expect(Object.keys(PAGE_JS_BUDGETS).sort()).toEqual(Object.keys(CEILING_KB).sort());
    // The snapshot goal (docs/decisions/0005-search-snapshot-carries-rules-not-figures.md).
    expect(SEARCH_SNAPSHOT_BUDGET.kb).toBeLessThanOrEqual(60);
    // The vehicle-page HTML budget, as last tightened (docs/decisions/0004-size-budgets-only-tighten.md).
    expect(VEHICLE_HTML_BUDGET.rawKb).toBeLessThanOrEqual(80);
    expect(VEHICLE_HTML_BUDGET.gzipKb).toBeLessThanOrEqual(17.5);
  });

  it('docs/performance.md states each budget as the table has it', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/performance.md'), 'utf8');
    // Cells compared as written, whatever padding Prettier gives the table's columns.
    const rows = doc.split('\n').map((row) => (row.startsWith('|') ? row.replace(/ {2,}/g, ' ') : row));
    const stated = (prefix: string) => rows.find((row) => row.startsWith(prefix));
    for (const kind of Object.keys(PAGE_JS_BUDGETS) as PageKind[]) {
      const kb = PAGE_JS_BUDGETS[kind].kb;
      expect(stated(DOC_ROW[kind]), kind).toContain(kb === 0 ? '| 0 KB |' : `| ≤ ${kb} KB |`);
    }
    expect(stated(DOC_ROW.snapshot)).toContain(`| ≤ ${SEARCH_SNAPSHOT_BUDGET.kb} KB |`);
    expect(doc).toContain(`**≤ ${VEHICLE_HTML_BUDGET.rawKb} KB raw and\n≤ ${VEHICLE_HTML_BUDGET.gzipKb} KB gzip**`);
  });
});
