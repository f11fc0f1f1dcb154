import { Meilisearch, type Task } from 'meilisearch';
import { afterAll, describe, expect, it } from 'vitest';
import { meilisearchSettingsBody } from '../../integrations/meilisearch/index-settings.ts';
import { createMeilisearchEngine, toSearchEngineError } from '../../integrations/meilisearch/meilisearch-engine.ts';
import { createEmbeddedEngine } from '../../src/search/engine/embedded-engine.ts';
import {
  isSearchEngineError,
  SearchEngineError,
  type IndexSettings,
  type SearchDocument,
  type SearchParams,
  type SearchResponse,
} from '../../src/search/engine/port.ts';
import { portedSuites } from './milli/index.ts';
import { caseSettings } from './milli/ported-case.ts';

/**
 * Meilisearch's own ranking tests (milli's `search/new/tests`), ported case by case, run against the
 * embedded engine and, when MEILISEARCH_HOST is set, against Meilisearch with the same expectations.
 */

type Run = (documents: SearchDocument[], settings: IndexSettings, params: SearchParams) => Promise<SearchResponse>;

function embeddedRunner(): { run: Run; dispose: () => Promise<void> } {
  const engines = new Map<SearchDocument[], Map<string, ReturnType<typeof createEmbeddedEngine>>>();
  return {
    run: async (documents, settings, params) => {
      const bySettings = engines.get(documents) ?? new Map<string, ReturnType<typeof createEmbeddedEngine>>();
      engines.set(documents, bySettings);
      const key = JSON.stringify(settings);
      let engine = bySettings.get(key);
      if (!engine) bySettings.set(key, (engine = createEmbeddedEngine(documents, settings)));
      return engine.search(params);
    },
    dispose: async () => {},
  };
}

function meilisearchRunner(host: string, apiKey: string | undefined): { run: Run; dispose: () => Promise<void> } {
  const client = new Meilisearch({ host, apiKey });
  const engine = createMeilisearchEngine({ client });
  const wait = { timeout: 60_000, interval: 50 };
  const indexes = new Map<string, Promise<string>>();
  const datasets = new Map<SearchDocument[], number>();
  const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const ok = (task: Task) => {
    if (task.status !== 'succeeded') throw new SearchEngineError(task.error?.code ?? 'task_failed', task.error?.message ?? 'task failed');
  };
  const create = async (uid: string, documents: SearchDocument[], settings: IndexSettings) => {
    try {
      ok(await client.createIndex(uid, { primaryKey: 'id' }).waitTask(wait));
      ok(await client.index(uid).updateSettings(meilisearchSettingsBody(settings)).waitTask(wait));
      ok(await client.index(uid).addDocuments(documents).waitTask(wait));
    } catch (error) {
      throw toSearchEngineError(error);
    }
    return uid;
  };
  return {
    run: async (documents, settings, params) => {
      if (!datasets.has(documents)) datasets.set(documents, datasets.size);
      const key = JSON.stringify([datasets.get(documents), settings]);
      let uid = indexes.get(key);
      if (!uid) indexes.set(key, (uid = create(`milli_port_${indexes.size}_${suffix}`, documents, settings)));
      return engine.search(await uid, params);
    },
    dispose: async () => {
      await Promise.allSettled([...indexes.values()].map(async (uid) => client.deleteIndex(await uid).waitTask(wait)));
    },
  };
}

const host = process.env['MEILISEARCH_HOST'];
const targets = [
  { name: 'embedded', create: embeddedRunner },
  ...(host ? [{ name: 'meilisearch', create: () => meilisearchRunner(host, process.env['MEILISEARCH_API_KEY']) }] : []),
];

describe.each(targets)('milli ranking tests: $name', ({ create }) => {
  const runner = create();
  afterAll(() => runner.dispose(), 60_000);

  describe.each(portedSuites)('$name', (suite) => {
    it.each(suite.cases)(
      '$name',
      async (test) => {
        const request = runner.run(suite.documents, caseSettings(suite, test), test.params);
        if (test.error) {
          const error = await request.then(
            () => undefined,
            (thrown: unknown) => thrown,
          );
          expect(isSearchEngineError(error) ? error.code : error).toBe(test.error);
          return;
        }
        const response = await request;
        const ids = response.hits.map((hit) => hit['id']);
        if (test.ids) expect(ids).toEqual(test.ids);
        if (test.count !== undefined) expect(ids).toHaveLength(test.count);
        if (test.hits) expect(response.hits).toEqual(test.hits);
      },
      60_000,
    );
  });
});
