import { Meilisearch, type Task } from 'meilisearch';
import { meilisearchSettingsBody } from '../../integrations/meilisearch/index-settings.ts';
import { createMeilisearchEngine } from '../../integrations/meilisearch/meilisearch-engine.ts';
import { createEmbeddedEngine } from '../../src/search/engine/embedded-engine.ts';
import { createEmbeddedSearchEngine } from '../../src/search/engine/embedded-search-engine.ts';
import type { IndexSettings, SearchDocument, SearchEngine } from '../../src/search/engine/port.ts';
import { contractDocuments, contractSettings } from './fixture-vehicles.ts';

/** The engines the contract runs against, each holding the fixture as `main` and as `capped`. */
export interface ContractTarget {
  engine: SearchEngine;
  indexUid: Record<'main' | 'capped', string>;
  dispose(): Promise<void>;
}

const cappedSettings: IndexSettings = { ...contractSettings, pagination: { maxTotalHits: 10 } };

export function embeddedTarget(documents: SearchDocument[] = contractDocuments): ContractTarget {
  const engine = createEmbeddedSearchEngine({
    main: createEmbeddedEngine(documents, contractSettings),
    capped: createEmbeddedEngine(documents, cappedSettings),
  });
  return { engine, indexUid: { main: 'main', capped: 'capped' }, dispose: async () => {} };
}

function assertSucceeded(task: Task, what: string): void {
  if (task.status !== 'succeeded') throw new Error(`${what} failed: ${JSON.stringify(task.error)}`);
}

/** Creates two throwaway indexes (settings applied, documents added, tasks awaited); `dispose` deletes them. */
export async function meilisearchTarget(host: string, apiKey: string | undefined, documents: SearchDocument[] = contractDocuments): Promise<ContractTarget> {
  const client = new Meilisearch({ host, apiKey });
  const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const indexUid = { main: `contract_main_${suffix}`, capped: `contract_capped_${suffix}` };
  const wait = { timeout: 60_000, interval: 100 };
  const created: string[] = [];
  try {
    for (const [which, uid] of Object.entries(indexUid)) {
      const settings = which === 'capped' ? cappedSettings : contractSettings;
      assertSucceeded(await client.createIndex(uid, { primaryKey: 'id' }).waitTask(wait), `creating ${uid}`);
      created.push(uid);
      assertSucceeded(await client.index(uid).updateSettings(meilisearchSettingsBody(settings)).waitTask(wait), `settings of ${uid}`);
      assertSucceeded(await client.index(uid).addDocuments(documents).waitTask(wait), `documents of ${uid}`);
    }
  } catch (error) {
    await Promise.allSettled(created.map((uid) => client.deleteIndex(uid).waitTask(wait)));
    throw error;
  }
  return {
    engine: createMeilisearchEngine({ client }),
    indexUid,
    dispose: async () => {
      await Promise.allSettled(created.map((uid) => client.deleteIndex(uid).waitTask(wait)));
    },
  };
}
