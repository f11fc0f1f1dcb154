import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contractDocuments } from '../../../tests/contract/fixture-vehicles.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';
import { packSnapshot, unpackSnapshot, type PackedSnapshot } from './snapshot.ts';
import { syntheticVehicles } from './testing/synthetic-vehicles.ts';

/** What the browser receives: the snapshot through JSON. */
const roundTrip = (packed: PackedSnapshot) => unpackSnapshot(JSON.parse(JSON.stringify(packed)) as PackedSnapshot);

describe('search snapshot', () => {
  it('round-trips 2,000 vehicles exactly', () => {
    const vehicles = syntheticVehicles(2000);
    expect(roundTrip(packSnapshot(vehicles))).toEqual(vehicles);
  });

  it('keeps missing keys, nulls, empty values, arrays, objects and odd strings apart', () => {
    const restored = roundTrip(packSnapshot(contractDocuments));
    expect(restored).toEqual(contractDocuments);
    const honda = restored.find((document) => document['id'] === 54)!;
    expect(Object.hasOwn(honda, 'km')).toBe(false);
    expect(restored.find((document) => document['id'] === 52)!['colour']).toBeNull();
    expect(restored.find((document) => document['id'] === 53)!['notes']).toEqual({});
  });

  it('fits 2,000 vehicles of ~40 fields well under 150 KB gzip, far smaller than plain JSON', () => {
    const vehicles = syntheticVehicles(2000);
    const packed = gzipSync(JSON.stringify(packSnapshot(vehicles))).length;
    expect(packed).toBeLessThan(150_000);
    expect(packed).toBeLessThan(gzipSync(JSON.stringify(vehicles)).length * 0.75);
  });

  it('dictionary-encodes repeated values and delta-encodes ascending integers', () => {
    const packed = packSnapshot(syntheticVehicles(500));
    const make = packed.columns.find((column) => column.name === 'make')!;
    expect(make.kind).toBe('dictionary');
    expect(make.kind === 'dictionary' && make.values.length).toBeLessThan(20);
    const id = packed.columns.find((column) => column.name === 'id')!;
    expect(id).toMatchObject({ kind: 'numbers', delta: true });
  });

  it('restores numbers that delta coding must not touch', () => {
    const documents = [{ v: 0.1 }, { v: -5 }, { v: null }, {}, { v: 2 ** 53 + 2 }, { v: 7 }];
    expect(roundTrip(packSnapshot(documents))).toEqual(documents);
    const many = Array.from({ length: 50 }, (_, i) => ({ v: i % 3 === 0 ? null : 1_700_000_000 + i }));
    expect(roundTrip(packSnapshot(many))).toEqual(many);
  });

  it('keeps only the requested fields', () => {
    const restored = roundTrip(packSnapshot(contractDocuments.slice(0, 3), ['id', 'make']));
    expect(restored).toEqual([
      { id: 1, make: 'Toyota' },
      { id: 2, make: 'Toyota' },
      { id: 3, make: 'Toyota' },
    ]);
  });

  it('gives an engine the same answers as the original documents', async () => {
    const settings = { filterableAttributes: ['make', 'price', 'tag', 'colour'], sortableAttributes: ['price'] };
    const direct = createEmbeddedEngine(contractDocuments, settings);
    const restored = createEmbeddedEngine(roundTrip(packSnapshot(contractDocuments)), settings);
    const params = { q: 'toyota', filter: 'price > 20000 AND colour IS NOT NULL', facets: ['make', 'tag'], sort: ['price:desc'] };
    const { processingTimeMs: _a, ...expected } = direct.searchSync(params);
    const { processingTimeMs: _b, ...actual } = restored.searchSync(params);
    expect(actual).toEqual(expected);
  });

  it('rejects something that is not a snapshot', () => {
    expect(() => unpackSnapshot({ format: 'other', version: 1, count: 0, columns: [] } as unknown as PackedSnapshot)).toThrow(/Unsupported search snapshot/);
  });
});
