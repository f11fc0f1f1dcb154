import { describe, expect, it } from 'vitest';
import { cpuPerRequest, percentile, runGoals, type RunFigures } from './api-figures.ts';

const run: RunFigures = {
  engine: 'postgres',
  instances: 3,
  burstRps: 300,
  burstP50: 40,
  burstP99: 180,
  crashRps: 250,
  crashP99: 400,
  pacedRps: 180,
  pacedP50: 12,
  pacedP99: 80,
  serverErrors: 0,
  leadsSent: 100,
  leadsStored: 100,
  leadsLost: 0,
  leadsDuplicated: 0,
  chargesPerCar: [1, 1, 0],
  chargesInDoubt: 0,
  doubleHolds: 0,
  outboxDrainedMs: 1_500,
  deadDeliveries: 0,
};
const missed = (figures: RunFigures) =>
  runGoals(figures, 100)
    .filter((goal) => !goal.met)
    .map((goal) => goal.name);

describe('bench:api figures', () => {
  it('percentiles by nearest rank, whatever the order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect([percentile(values, 0.5), percentile(values, 0.99), percentile(values, 0.1), percentile([], 0.5)]).toEqual([5, 10, 1, 0]);
  });

  it('a clean run meets every goal; each failure is named', () => {
    expect(missed(run)).toEqual([]);
    expect(missed({ ...run, leadsLost: 1, leadsDuplicated: 2 })).toEqual(['0 lost', '0 duplicated']);
    expect(missed({ ...run, chargesPerCar: [1, 2] })).toEqual(['at most one charge per car']);
    expect(missed({ ...run, chargesInDoubt: 1 })).toEqual(['at most one charge per car']);
    expect(missed({ ...run, serverErrors: 3, pacedP99: 101 })).toEqual(['no 5xx from the API', 'paced p99 ≤ 100 ms']);
  });

  it('CPU per request and the ceiling it sets on the cores', () => {
    // 1,000 requests: 2 s of API, 1 s of PostgreSQL, 1 s of client = 4 ms each; 2 cores → 500 req/s at most.
    expect(cpuPerRequest(1_000, { api: 2, database: 1, bench: 1 }, 2)).toEqual({ api: 2, database: 1, bench: 1, ceilingRps: 500 });
    expect(cpuPerRequest(0, { api: 1, database: 0, bench: 0 }, 2)).toBeNull();
  });
});
