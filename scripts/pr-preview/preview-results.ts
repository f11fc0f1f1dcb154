import { z } from 'zod';
import type { PreviewReport } from '../../src/domain/publishing/preview-report.ts';

/** What the pull-request comment says about a preview's change report (its /_preview/ page has the detail). */
export const PreviewSummarySchema = z.object({
  firstPublish: z.boolean(),
  settings: z.number(),
  carsAdded: z.number(),
  carsRemoved: z.number(),
  carsRepriced: z.number(),
  carsSold: z.number(),
  carsBackInStock: z.number(),
  pagesAdded: z.number(),
  pagesRemoved: z.number(),
});
export type PreviewSummary = z.infer<typeof PreviewSummarySchema>;

export function summarise(report: PreviewReport): PreviewSummary {
  const { stock } = report;
  return {
    firstPublish: !report.live,
    settings: report.configChanges.length,
    carsAdded: stock.added.length,
    carsRemoved: stock.removed.length,
    carsRepriced: stock.priceChanges.length,
    carsSold: stock.sold.length,
    carsBackInStock: stock.backInStock.length,
    pagesAdded: report.pagesAdded.length,
    pagesRemoved: report.pagesRemoved.length,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "1 setting changed, 2 cars added, 1 re-priced, 3 pages added", or what stands in for nothing. */
export function describeSummary(s: PreviewSummary): string {
  if (s.firstPublish) return `a new site (nothing live yet): ${plural(s.carsAdded, 'car')}, ${plural(s.pagesAdded, 'page')}`;
  const parts = [
    s.settings > 0 && `${plural(s.settings, 'setting')} changed`,
    s.carsAdded > 0 && `${plural(s.carsAdded, 'car')} added`,
    s.carsRemoved > 0 && `${s.carsRemoved} removed`,
    s.carsRepriced > 0 && `${s.carsRepriced} re-priced`,
    s.carsSold > 0 && `${s.carsSold} sold`,
    s.carsBackInStock > 0 && `${s.carsBackInStock} back in stock`,
    s.pagesAdded > 0 && `${plural(s.pagesAdded, 'page')} added`,
    s.pagesRemoved > 0 && `${plural(s.pagesRemoved, 'page')} removed`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(', ') : 'same settings, cars and pages as live (the code or design changed)';
}

/** Kept with each preview (`_forecourt/preview.json`): a push that changes nothing for it is not rebuilt. */
export const PreviewRecordSchema = z.object({
  pr: z.number(),
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  fingerprint: z.string(),
  liveFingerprint: z.string().nullable(),
  builtAt: z.string(),
  summary: PreviewSummarySchema,
});
export type PreviewRecord = z.infer<typeof PreviewRecordSchema>;
export const PREVIEW_RECORD_FILE = 'preview.json';

/** One dealer in a run's results (one file per CI shard, merged for the comment). */
export const PreviewEntrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: z.enum(['published', 'unchanged', 'failed']),
  url: z.string().optional(),
  reportUrl: z.string().optional(),
  summary: PreviewSummarySchema.optional(),
  /** Why a draft did not build, as the build printed it (file, field, fix). */
  problems: z.array(z.string()).optional(),
});
export type PreviewEntry = z.infer<typeof PreviewEntrySchema>;

export const PreviewResultsSchema = z.object({
  pr: z.number(),
  commit: z.string().optional(),
  entries: z.array(PreviewEntrySchema),
});
export type PreviewResults = z.infer<typeof PreviewResultsSchema>;
