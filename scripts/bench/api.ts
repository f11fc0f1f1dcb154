/**
 * npm run bench:api — the platform API as several instances on one PostgreSQL, against one instance
 * on SQLite. 500 synthetic dealers; shoppers (each its own address, through a round-robin balancer)
 * read live car status, sign in and save cars, send leads (keyed, with acknowledgements thrown away
 * and requests sent to two instances at once) and race to reserve and pay for the same few cars;
 * one instance is SIGKILLed mid-burst and restarted. Per engine and instance count it prints
 * requests/s sustained, p50/p99, leads stored / lost / duplicated, charges per raced car and the
 * time the delivery outbox took to empty, then the throughput ratio to single-instance SQLite.
 * Goals (docs/platform-api.md): 0 lost, 0 duplicated, at most one charge per car, no 5xx; 3 instances on
 * PostgreSQL ≥ 2× SQLite; p99 ≤ 100 ms at the paced rate. Figures are printed, never asserted on time.
 *
 *   npm run bench:api -- [--configs sqlite:1,postgres:2,postgres:3] [--dealers 500] [--cars 40] [--phase 15 (s)]
 *     [--concurrency 32] [--paced 0.6] [--settle 90 (s)] [--pg-url postgres://…] [--seed 7]
 * Without --pg-url a throwaway cluster is started (scripts/test/postgres-cluster.sh) and stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtpSink } from '../../integrations/platform-api/server/delivery/testing/smtp-sink.ts';
import { createRng } from '../demo-data/prng.ts';
import { hotCars, writeBenchDealers } from './api-dealers.ts';
import { runGoals, runLine, type RunFigures } from './api-figures.ts';
import { runBench } from './api-run.ts';
import { benchPostgres } from './bench-postgres.ts';
import { readOptions } from './options.ts';

const values = readOptions(
  'usage: npm run bench:api -- [--configs sqlite:1,postgres:2,postgres:3] [--dealers 500] [--cars 40 (per dealer)] [--phase 15 (s)] ' +
    '[--concurrency 32] [--paced 0.6 (share of capacity)] [--settle 90 (s)] [--race-cars 150] [--pg-url postgres://…] [--seed 7] [--p99-limit 100 (ms)]',
  {
    configs: 'sqlite:1,postgres:2,postgres:3',
    dealers: 500,
    cars: 40,
    phase: 15,
    concurrency: 32,
    paced: 0.6,
    settle: 90,
    'race-cars': 150,
    'pg-url': '',
    seed: 7,
    'p99-limit': 100,
  },
);

const ROOT = resolve(import.meta.dirname, '../..');
const P99_LIMIT_MS = values['p99-limit'];
const configs = values.configs.split(',').map((entry) => {
  const [engine, count] = entry.split(':');
  if ((engine !== 'sqlite' && engine !== 'postgres') || !Number(count)) throw new Error(`--configs entries are sqlite:N or postgres:N, got "${entry}"`);
  return { engine, instances: Number(count) } as const;
});

const work = mkdtempSync(join(tmpdir(), 'bench-api-'));
const tenantsDir = join(work, 'tenants');
let generated = performance.now();
const dealers = writeBenchDealers(tenantsDir, values.dealers, values.seed, values.cars);
const raceCars = hotCars(dealers, values['race-cars']);
generated = performance.now() - generated;
let delivered = 0;
const sink = await startSmtpSink({ onMessage: () => void (delivered += 1) });

// PostgreSQL: the URL given, or a throwaway cluster; each run gets a database of its own.
const postgres = benchPostgres(ROOT, values['pg-url']);

console.log(
  `bench:api — ${dealers.length} synthetic dealers (${values.cars} cars each, written in ${(generated / 1000).toFixed(1)} s), ${raceCars.length} cars to race for, ` +
    `${values.concurrency} shoppers at once, phases of ${values.phase} s, seed ${values.seed}`,
);
const random = createRng(values.seed).next;
const results: RunFigures[] = [];
try {
  for (const [index, config] of configs.entries()) {
    const name = `bench_api_${index}_${Date.now().toString(36)}`;
    const database = config.engine === 'postgres' ? await postgres.database(name) : { url: join(work, `${name}.sqlite`), drop: async () => undefined };
    console.log(
      `\n${config.engine} × ${config.instances} (load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores)`,
    );
    try {
      const { figures, notes } = await runBench({
        root: ROOT,
        engine: config.engine,
        instances: config.instances,
        db: database.url,
        tenantsDir,
        mailPort: sink.port,
        dealers,
        raceCars,
        phaseMs: values.phase * 1000,
        concurrency: values.concurrency,
        pacedShare: values.paced,
        settleMs: values.settle * 1000,
        drainLimitMs: 120_000,
        mix: { signIn: 0.4, lead: 0.6, reserve: 0.15 },
        faults: { ackLost: 0.1, doubleSend: 0.1 },
        random,
        log: (line) => console.log(line),
      });
      for (const note of notes) console.log(`  ${note}`);
      console.log(`  ${runLine(figures)}`);
      results.push(figures);
    } finally {
      await database.drop();
    }
  }
} finally {
  await sink.close();
  postgres.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nsummary (${delivered} lead emails delivered to the sink)`);
const baseline = results.find((run) => run.engine === 'sqlite' && run.instances === 1);
let allMet = true;
for (const run of results) {
  const goals = runGoals(run, P99_LIMIT_MS);
  const ratio = baseline ? ` — ${(run.burstRps / baseline.burstRps).toFixed(2)}× single-instance SQLite` : '';
  console.log(`  ${runLine(run)}${ratio}`);
  const missed = goals.filter((goal) => !goal.met).map((goal) => goal.name);
  console.log(`    goals: ${missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`}`);
  allMet &&= missed.length === 0;
}
const threeOnPostgres = results.find((run) => run.engine === 'postgres' && run.instances === 3);
if (baseline && threeOnPostgres) {
  const ratio = threeOnPostgres.burstRps / baseline.burstRps;
  const met = ratio >= 2;
  allMet &&= met;
  console.log(`  goal: 3 instances on PostgreSQL ≥ 2× single-instance SQLite → ${ratio.toFixed(2)}× ${met ? 'met' : 'NOT met'}`);
}
process.exit(allMet ? 0 : 1);
