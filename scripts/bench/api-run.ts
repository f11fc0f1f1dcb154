/**
 * One bench:api run: N instances of the real API on one database, and shoppers driven through three
 * phases — capacity (closed loop: each shopper waits on its own replies; the requests/s is what
 * the instances sustain), crash (the same, with the first instance SIGKILLed a third of the way in
 * and started again), paced (an open loop offering a share of the capacity rate: the latency at a
 * rate the deployment can sustain) — then every keyed request is settled, the outbox waited out and
 * the database audited.
 */
import { auditLeads, auditReservations, outboxDrained, withStorage } from './api-audit.ts';
import { costLine, cpuPerRequest, percentile, type RunFigures } from './api-figures.ts';
import { startInstances, type ApiInstance } from './api-instances.ts';
import type { BenchDealer } from './api-dealers.ts';
import { createClient, createRecorder, type Faults } from './api-requests.ts';
import { createLedger, shopper, type RaceCar, type ShopperMix, type ShopperWorld } from './api-shoppers.ts';
import { sleep } from './fault-injection.ts';
import { postgresCpuSeconds, processesCpuSeconds } from './process-cpu.ts';

export interface RunSettings {
  root: string;
  engine: 'sqlite' | 'postgres';
  instances: number;
  db: string;
  tenantsDir: string;
  mailPort: number;
  dealers: readonly BenchDealer[];
  raceCars: readonly RaceCar[];
  phaseMs: number;
  concurrency: number;
  /** The paced phase offers this share of the capacity phase's requests/s. */
  pacedShare: number;
  /** After the load, keyed requests are retried this long (an instance's claims outlive it by 60 s). */
  settleMs: number;
  drainLimitMs: number;
  mix: ShopperMix;
  faults: Faults;
  random: () => number;
  log: (line: string) => void;
}

export interface RunResult {
  figures: RunFigures;
  notes: string[];
}

export async function runBench(settings: RunSettings): Promise<RunResult> {
  const { log } = settings;
  const startedAt = performance.now();
  const instances = await startInstances(settings.instances, {
    root: settings.root,
    db: settings.db,
    tenantsDir: settings.tenantsDir,
    mailPort: settings.mailPort,
    dbVia: 'flag',
  });
  log(`  ${settings.instances} instance(s) up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  const recorder = createRecorder();
  const ledger = createLedger();
  let giveUpAt = Number.POSITIVE_INFINITY;
  const outstanding = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    outstanding.add(work);
    void work.finally(() => outstanding.delete(work));
  };
  const world: ShopperWorld = {
    client: createClient(instances, recorder, settings.faults, settings.random),
    dealers: settings.dealers,
    raceCars: settings.raceCars,
    openRace: 3,
    mix: settings.mix,
    ledger,
    random: settings.random,
    giveUpAt: () => giveUpAt,
    background: track,
    runId: `${settings.engine}${settings.instances}-${Date.now().toString(36)}`,
  };
  let counter = 0;
  const launch = () => {
    const visit = shopper(world, (counter += 1));
    track(visit);
    return visit;
  };

  async function closedLoop(ms: number): Promise<void> {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: settings.concurrency }, async () => {
        while (performance.now() < end) await launch();
      }),
    );
  }

  async function openLoop(ms: number, shoppersPerSecond: number): Promise<void> {
    const end = performance.now() + ms;
    let due = performance.now();
    while (due < end) {
      void launch();
      due += 1_000 / shoppersPerSecond;
      await sleep(Math.max(0, due - performance.now()));
    }
  }

  const phase = async (name: string, run: () => Promise<void>) => {
    recorder.phase = name;
    const shoppersBefore = ledger.shoppers;
    const cpu = process.cpuUsage();
    const apiCpu = processesCpuSeconds(instances.map((instance) => instance.pid));
    const databaseCpu = postgresCpuSeconds();
    const started = performance.now();
    await run();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const latencies = recorder.latencies.get(name) ?? [];
    const cost = cpuPerRequest(latencies.length, {
      api: processesCpuSeconds(instances.map((instance) => instance.pid)) - apiCpu,
      database: settings.engine === 'postgres' ? postgresCpuSeconds() - databaseCpu : 0,
      bench: (used.user + used.system) / 1e6,
    });
    const figures = {
      rps: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      shoppers: ledger.shoppers - shoppersBefore,
    };
    log(
      `  ${name}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, ` +
        `${figures.shoppers} shoppers; the bench's own CPU ${(((used.user + used.system) / 1e6 / seconds) * 100).toFixed(0)}% of a core`,
    );
    // A killed instance takes its CPU time with it, so the crash phase's cost is not shown.
    if (name !== 'crash' && cost) log(`    ${costLine(cost)}`);
    return figures;
  };

  await phase('warm-up', () => closedLoop(Math.min(3_000, settings.phaseMs)));
  const capacity = await phase('capacity', () => closedLoop(settings.phaseMs));
  let downMs = 0;
  const crash = await phase('crash', async () => {
    const loop = closedLoop(settings.phaseMs);
    await sleep(settings.phaseMs / 3);
    const victim = instances[0]!;
    const killedAt = performance.now();
    await victim.kill();
    await sleep(500);
    await victim.start();
    downMs = performance.now() - killedAt;
    await loop;
  });
  const requestsPerShopper = capacity.shoppers > 0 ? (recorder.latencies.get('capacity')?.length ?? 0) / capacity.shoppers : 1;
  const pacedRate = (capacity.rps * settings.pacedShare) / requestsPerShopper;
  const paced = await phase('paced', () => openLoop(settings.phaseMs, pacedRate));
  const loadEnded = performance.now();

  recorder.phase = 'settle';
  giveUpAt = loadEnded + settings.settleMs;
  await Promise.all([...outstanding]);
  const settledMs = performance.now() - loadEnded;
  const figures = await withStorage(settings.db, async (storage) => {
    const drained = await outboxDrained(storage, settings.drainLimitMs);
    const leads = await auditLeads(storage, ledger.leads);
    const reservations = await auditReservations(
      storage,
      [...ledger.attempts.keys()].filter((car) => (ledger.attempts.get(car) ?? 0) > 1),
      new Date(),
    );
    return { drained, leads, reservations };
  });
  await stopAll(instances);

  const overPaid = [...ledger.paid.values()].filter((ids) => ids.size > 1).length;
  const notes = [
    `first instance down ${(downMs / 1000).toFixed(1)} s (SIGKILL, restart, healthy); keyed requests settled ${(settledMs / 1000).toFixed(1)} s after the load`,
    `faults: ${recorder.ackLost} acknowledgements thrown away, ${recorder.doubleSends} requests sent to two instances at once, ${recorder.networkFailures} connections failed`,
    `shoppers told: ${ledger.acknowledged} leads acknowledged, ${ledger.unfinished} unfinished, refused ${JSON.stringify(Object.fromEntries(ledger.refused))}; ${overPaid} cars paid for by two shoppers`,
  ];
  return {
    notes,
    figures: {
      engine: settings.engine,
      instances: settings.instances,
      burstRps: capacity.rps,
      burstP50: capacity.p50,
      burstP99: capacity.p99,
      crashRps: crash.rps,
      crashP99: crash.p99,
      pacedRps: paced.rps,
      pacedP50: paced.p50,
      pacedP99: paced.p99,
      serverErrors: recorder.serverErrors,
      leadsSent: ledger.leads.size,
      leadsStored: figures.leads.stored,
      leadsLost: figures.leads.lost,
      leadsDuplicated: figures.leads.duplicated,
      chargesPerCar: figures.reservations.chargesPerCar,
      chargesInDoubt: figures.reservations.inDoubt,
      doubleHolds: figures.reservations.doubleHolds,
      outboxDrainedMs: figures.drained.ms === null ? null : figures.drained.ms + settledMs,
      deadDeliveries: figures.drained.dead,
    },
  };
}

async function stopAll(instances: readonly ApiInstance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.stop()));
}
