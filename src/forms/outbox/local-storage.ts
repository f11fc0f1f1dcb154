import type { OutboxEntry, OutboxStorage } from './outbox-types.ts';

/**
 * Outbox storage over the Web Storage API (localStorage in the browser, an in-memory stand-in in
 * tests and the bench). One key per entry: two tabs writing at once can never drop each other's
 * entries, as they could if all entries shared one JSON array.
 */

export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function outboxPrefix(websiteId: number): string {
  return `forecourt:outbox:${websiteId}:`;
}

export function createKeyValueOutboxStorage(store: KeyValueStore, websiteId: number): OutboxStorage {
  const prefix = outboxPrefix(websiteId);
  const read = (storageKey: string): OutboxEntry | undefined => {
    try {
      const text = store.getItem(storageKey);
      return text ? (JSON.parse(text) as OutboxEntry) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    list() {
      const keys: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      return keys
        .map(read)
        .filter((entry): entry is OutboxEntry => entry !== undefined)
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    get: (key) => read(prefix + key),
    put(entry) {
      // A full storage must not break the send itself: the attempt still goes out, just unbacked.
      try {
        store.setItem(prefix + entry.key, JSON.stringify(entry));
      } catch (error) {
        console.warn('Lead outbox: could not save to browser storage', error);
      }
    },
    remove: (key) => store.removeItem(prefix + key),
  };
}

/** A Web Storage stand-in for Node (tests, bench): share one between outboxes to model one browser. */
export function createMemoryKeyValueStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
