import type { SearchDocument } from './port.ts';
import { affixedColumn, setColumn, unpackAffixed, unpackSet, type AffixedColumn, type SetColumn } from './snapshot-text-columns.ts';

/**
 * The snapshot shipped to the browser: documents stored column by column, each column in whichever
 * encoding is shortest — a dictionary of distinct values plus one small index per document (makes,
 * models, colours repeat endlessly), numbers as (optionally delta-coded) arrays, plain values, or
 * text written by pattern (stock numbers, equipment lists: snapshot-text-columns.ts).
 * Missing keys and nulls are kept apart, so unpacking gives back exactly the documents packed.
 * Unpacked documents share repeated nested values; they are meant to be read, not edited.
 */

export const SNAPSHOT_FORMAT = 'forecourt-search-snapshot';

/** Per column: positions (document indexes) where the key is absent. */
interface ColumnBase {
  name: string;
  absent?: number[];
}

/** `index[i]` is 1 + the position of document i's value in `values`. */
export interface DictionaryColumn extends ColumnBase {
  kind: 'dictionary';
  values: unknown[];
  index: number[];
}

/** Numbers of the present documents, in order; `delta` stores differences from the previous one. */
export interface NumberColumn extends ColumnBase {
  kind: 'numbers';
  delta: boolean;
  data: number[];
  /** Positions holding null (among present documents). */
  nulls?: number[];
}

export interface PlainColumn extends ColumnBase {
  kind: 'plain';
  data: unknown[];
}

export type SnapshotColumn = DictionaryColumn | NumberColumn | PlainColumn | AffixedColumn | SetColumn;

export interface PackedSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** 2 added the affixed and set columns; 1 is still read. */
  version: 1 | 2;
  count: number;
  columns: SnapshotColumn[];
}

function fieldNames(documents: readonly SearchDocument[]): string[] {
  const names = new Set<string>();
  for (const document of documents) for (const key of Object.keys(document)) if (document[key] !== undefined) names.add(key);
  return [...names];
}

function dictionaryColumn(name: string, values: unknown[], present: boolean[]): DictionaryColumn {
  const distinct: unknown[] = [];
  const positions = new Map<string, number>();
  const index = values.map((value, i) => {
    if (!present[i]) return 0;
    const key = JSON.stringify(value);
    let position = positions.get(key);
    if (position === undefined) positions.set(key, (position = distinct.push(value)));
    return position;
  });
  return { name, kind: 'dictionary', values: distinct, index };
}

function numberColumn(name: string, values: unknown[], present: boolean[], absent: number[]): NumberColumn | undefined {
  const data: number[] = [];
  const nulls: number[] = [];
  for (let i = 0; i < values.length; i++) {
    if (!present[i]) continue;
    const value = values[i];
    if (value === null) nulls.push(i);
    else if (typeof value === 'number' && Number.isFinite(value)) data.push(value);
    else return undefined;
  }
  const deltas = data.map((value, i) => (i === 0 ? value : value - data[i - 1]!));
  // differences help only when they stay exact integers and are shorter (ids, timestamps)
  const useDelta = data.every(Number.isSafeInteger) && JSON.stringify(deltas).length < JSON.stringify(data).length;
  return { name, kind: 'numbers', delta: useDelta, data: useDelta ? deltas : data, ...(nulls.length ? { nulls } : {}), ...(absent.length ? { absent } : {}) };
}

/** Packs `documents`, keeping only `fields` (top-level keys) when given. */
export function packSnapshot(documents: readonly SearchDocument[], fields: readonly string[] = fieldNames(documents)): PackedSnapshot {
  const columns = fields.map((name): SnapshotColumn => {
    const present = documents.map((document) => Object.hasOwn(document, name) && document[name] !== undefined);
    const values = documents.map((document, i) => (present[i] ? document[name] : null));
    const absent = present.flatMap((isPresent, i) => (isPresent ? [] : [i]));
    const candidates: SnapshotColumn[] = [dictionaryColumn(name, values, present)];
    const numbers = numberColumn(name, values, present, absent);
    if (numbers) candidates.push(numbers);
    const presentValues = values.filter((_, i) => present[i]);
    for (const column of [affixedColumn(name, presentValues, absent), setColumn(name, presentValues, absent)]) if (column) candidates.push(column);
    candidates.push({ name, kind: 'plain', data: values.filter((_, i) => present[i]), ...(absent.length ? { absent } : {}) });
    return candidates.reduce((best, candidate) => (JSON.stringify(candidate).length < JSON.stringify(best).length ? candidate : best));
  });
  return { format: SNAPSHOT_FORMAT, version: 2, count: documents.length, columns };
}

export function unpackSnapshot(packed: PackedSnapshot): SearchDocument[] {
  if (packed.format !== SNAPSHOT_FORMAT || (packed.version !== 1 && packed.version !== 2))
    throw new Error(`Unsupported search snapshot (${String(packed.format)} v${String(packed.version)}).`);
  const documents: SearchDocument[] = Array.from({ length: packed.count }, () => ({}));
  for (const column of packed.columns) {
    const absent = new Set(column.absent ?? []);
    if (column.kind === 'dictionary') {
      column.index.forEach((position, i) => {
        // documents share dictionary objects (one `location` per branch): the index treats them as read-only
        if (position > 0) documents[i]![column.name] = column.values[position - 1];
      });
      continue;
    }
    if (column.kind === 'affixed' || column.kind === 'set') {
      const data = column.kind === 'affixed' ? unpackAffixed(column) : unpackSet(column);
      let next = 0;
      for (let i = 0; i < packed.count; i++) if (!absent.has(i)) documents[i]![column.name] = data[next++];
      continue;
    }
    const nulls = new Set(column.kind === 'numbers' ? (column.nulls ?? []) : []);
    let next = 0;
    let previous = 0;
    for (let i = 0; i < packed.count; i++) {
      if (absent.has(i)) continue;
      if (nulls.has(i)) {
        documents[i]![column.name] = null;
        continue;
      }
      if (column.kind === 'plain') {
        documents[i]![column.name] = column.data[next++];
      } else {
        const stored = column.data[next++]!;
        previous = column.delta ? previous + stored : stored;
        documents[i]![column.name] = previous;
      }
    }
  }
  return documents;
}
