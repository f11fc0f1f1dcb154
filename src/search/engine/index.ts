/**
 * The search engine module: the port (types both engines share), the embedded engine and its snapshot.
 * Browser- and Node-safe; the Meilisearch engine lives in integrations/meilisearch.
 */
export * from './port.ts';
export { createEmbeddedEngine, type EmbeddedIndex } from './embedded-engine.ts';
export { createEmbeddedSearchEngine } from './embedded-search-engine.ts';
export { packSnapshot, unpackSnapshot, type PackedSnapshot } from './snapshot.ts';
export { parseSearchFilter } from './filter/filter-parser.ts';
