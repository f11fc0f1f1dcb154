import type { SearchEngine } from './engine/port.ts';
import { createFallbackEngine } from './fallback-engine.ts';
import { connectWorkerEngine } from './worker/worker-engine.ts';

/**
 * The browser side of the search port: the embedded engine over the dealer's build-time snapshot (the
 * default), or Meilisearch with the snapshot as its fallback. The search island loads this module with a
 * dynamic import, so neither engine weighs on the page before the visitor needs it.
 */

export type StockEngineSettings =
  { type: 'embedded'; indexUid: string; snapshotUrl: string } | { type: 'meilisearch'; host: string; searchKey: string; indexUid: string; snapshotUrl: string };

/**
 * The snapshot engine in a worker where the browser has them, so downloading, parsing and indexing the
 * snapshot never blocks the page (docs/decisions/0001-search-engine-in-a-worker.md); on the page when a
 * worker cannot start.
 */
async function snapshotEngine(snapshotUrl: string, indexUid: string): Promise<SearchEngine> {
  // The engine's code is fetched for the page only when it runs there, so it is never downloaded twice.
  const onPage = () => import('./snapshot-engine.ts').then(({ loadSnapshotEngine }) => loadSnapshotEngine(snapshotUrl, indexUid));
  if (typeof Worker === 'undefined') return onPage();
  try {
    const worker = new Worker(new URL('./worker/snapshot-engine.worker.ts', import.meta.url), { type: 'module', name: 'stock-search' });
    return await connectWorkerEngine(worker, new URL(snapshotUrl, location.href).href, indexUid);
  } catch {
    return onPage();
  }
}

export async function connectStockEngine(settings: StockEngineSettings, onFallback: (reason: unknown) => void): Promise<SearchEngine> {
  const snapshot = () => snapshotEngine(settings.snapshotUrl, settings.indexUid);
  if (settings.type === 'embedded') return snapshot();
  let primary: SearchEngine;
  try {
    const { createMeilisearchEngine } = await import('#meilisearch/meilisearch-engine.ts');
    primary = createMeilisearchEngine({ host: settings.host, apiKey: settings.searchKey });
  } catch (error) {
    // The client itself failed to load (a flaky connection): the snapshot still answers.
    onFallback(error);
    return snapshot();
  }
  return createFallbackEngine({ primary, loadFallback: snapshot, onFallback });
}
