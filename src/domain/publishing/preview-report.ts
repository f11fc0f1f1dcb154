import { diffStock, type ReportedVehicle, type StockChangeReport } from './stock-changes.ts';
import { isSimilarCardFile } from '../similar-card-path.ts';

/**
 * What a draft build changes against the live build: config fields, pages, cars. Shown to the dealer
 * at /_preview/ of the draft, before anything is published.
 */
export interface ConfigChange {
  /** Dotted path of the setting, e.g. "theme.colors.primary". */
  path: string;
  from: unknown;
  to: unknown;
}

export interface PreviewReport {
  slug: string;
  /** Where the live build was read from, or undefined when nothing is published yet. */
  live?: { target: string; publishedAt: string };
  configChanges: ConfigChange[];
  pagesAdded: string[];
  pagesRemoved: string[];
  stock: StockChangeReport;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaf-level differences; arrays compare whole (a list of dealerships changed, not item 3 of it). */
export function diffConfig(live: unknown, draft: unknown, path = ''): ConfigChange[] {
  if (isPlainObject(live) && isPlainObject(draft)) {
    const keys = [...new Set([...Object.keys(live), ...Object.keys(draft)])].sort();
    return keys.flatMap((key) => diffConfig(live[key], draft[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(live) === JSON.stringify(draft) ? [] : [{ path: path || '(config)', from: live, to: draft }];
}

/** Site paths of pages ("/cars/x/") from the HTML file keys of a build ("cars/x/index.html"). */
export function pagePaths(keys: Iterable<string>): string[] {
  const pages: string[] = [];
  for (const key of keys) {
    if (!key.endsWith('.html') || key.startsWith('_') || isSimilarCardFile(key)) continue;
    pages.push(`/${key.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
  }
  return pages.sort();
}

export function previewReport(input: {
  slug: string;
  live?: { target: string; publishedAt: string; config: unknown; vehicles: readonly ReportedVehicle[]; files: Iterable<string> };
  draft: { config: unknown; vehicles: readonly ReportedVehicle[]; files: Iterable<string> };
}): PreviewReport {
  const { live, draft } = input;
  const livePages = new Set(pagePaths(live?.files ?? []));
  const draftPages = new Set(pagePaths(draft.files));
  return {
    slug: input.slug,
    ...(live ? { live: { target: live.target, publishedAt: live.publishedAt } } : {}),
    configChanges: live ? diffConfig(live.config, draft.config) : [],
    pagesAdded: [...draftPages].filter((p) => !livePages.has(p)),
    pagesRemoved: [...livePages].filter((p) => !draftPages.has(p)),
    stock: diffStock(live?.vehicles ?? [], draft.vehicles),
  };
}
