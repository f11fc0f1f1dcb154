import { availableParallelism } from 'node:os';

/**
 * The arithmetic of bench:api's figures, apart from its IO: percentiles of request latencies, the
 * goals each run is held to, and one printed line per engine and instance count.
 */

/** The q-quantile (0..1) of `values` by the nearest-rank method; 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export interface RunFigures {
  engine: 'sqlite' | 'postgres';
  instances: number;
  /** Closed-loop burst: requests answered per second while every shopper waited only on its own replies. */
  burstRps: number;
  burstP50: number;
  burstP99: number;
  /** The same with one instance SIGKILLed and restarted in the middle. */
  crashRps: number;
  crashP99: number;
  /** The paced phase: the rate offered (a share of the burst rate) and its latencies. */
  pacedRps: number;
  pacedP50: number;
  pacedP99: number;
  /** Replies ≥ 500 the API itself sent (not injected faults, not a killed instance's dropped connections). */
  serverErrors: number;
  leadsSent: number;
  leadsStored: number;
  leadsLost: number;
  leadsDuplicated: number;
  /** Per contested car: reservations that reached "confirmed" (charged). */
  chargesPerCar: number[];
  /** Reservations left "charging" (a charge started whose outcome the database never learned). */
  chargesInDoubt: number;
  /** Cars held or reserved by more than one live reservation at once. */
  doubleHolds: number;
  outboxDrainedMs: number | null;
  deadDeliveries: number;
}

export interface Goal {
  name: string;
  met: boolean;
}

/** The goals of one bench:api run; the throughput ratio is judged against the SQLite baseline apart. */
export function runGoals(run: RunFigures, p99LimitMs: number): Goal[] {
  return [
    { name: '0 lost', met: run.leadsLost === 0 },
    { name: '0 duplicated', met: run.leadsDuplicated === 0 },
    { name: 'at most one charge per car', met: run.chargesPerCar.every((charges) => charges <= 1) && run.chargesInDoubt === 0 && run.doubleHolds === 0 },
    { name: 'no 5xx from the API', met: run.serverErrors === 0 },
    { name: `paced p99 ≤ ${p99LimitMs} ms`, met: run.pacedP99 <= p99LimitMs },
  ];
}

const ms = (value: number) => `${Math.round(value)} ms`;

export interface CpuPerRequest {
  /** CPU milliseconds per answered request: the API processes, the PostgreSQL server, the bench's client. */
  api: number;
  database: number;
  bench: number;
  /** Requests/s the machine's cores could answer at this cost if nothing else ran: the throughput ceiling. */
  ceilingRps: number;
}

/** CPU seconds of a phase spread over its requests; null for a phase without any. */
export function cpuPerRequest(
  requests: number,
  seconds: { api: number; database: number; bench: number },
  cores: number = availableParallelism(),
): CpuPerRequest | null {
  if (requests === 0) return null;
  const per = (value: number) => (value * 1000) / requests;
  const total = per(seconds.api) + per(seconds.database) + per(seconds.bench);
  return { api: per(seconds.api), database: per(seconds.database), bench: per(seconds.bench), ceilingRps: total > 0 ? (cores * 1000) / total : 0 };
}

export function costLine(cost: CpuPerRequest): string {
  const tenth = (value: number) => value.toFixed(2);
  return (
    `CPU per request: API ${tenth(cost.api)} ms, PostgreSQL ${tenth(cost.database)} ms, bench client ${tenth(cost.bench)} ms ` +
    `→ at most ${cost.ceilingRps.toFixed(0)} req/s on ${availableParallelism()} cores at this cost`
  );
}

export function runLine(run: RunFigures): string {
  const charged = run.chargesPerCar.filter((charges) => charges === 1).length;
  const over = run.chargesPerCar.filter((charges) => charges > 1).length;
  return [
    `${run.engine} × ${run.instances}:`,
    `burst ${run.burstRps.toFixed(0)} req/s (p50 ${ms(run.burstP50)}, p99 ${ms(run.burstP99)});`,
    `with a crash ${run.crashRps.toFixed(0)} req/s (p99 ${ms(run.crashP99)});`,
    `paced ${run.pacedRps.toFixed(0)} req/s (p50 ${ms(run.pacedP50)}, p99 ${ms(run.pacedP99)});`,
    `leads ${run.leadsSent} sent, ${run.leadsStored} stored, ${run.leadsLost} lost, ${run.leadsDuplicated} duplicated;`,
    `${run.chargesPerCar.length} contested cars: ${charged} charged once, ${over} more than once, ${run.chargesInDoubt} in doubt, ${run.doubleHolds} double holds;`,
    `5xx ${run.serverErrors};`,
    `outbox drained ${run.outboxDrainedMs === null ? 'NOT within the limit' : `${(run.outboxDrainedMs / 1000).toFixed(1)} s after the load`} (dead ${run.deadDeliveries})`,
  ].join(' ');
}
