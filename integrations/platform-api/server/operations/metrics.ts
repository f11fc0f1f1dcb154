import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Storage } from '../storage/storage.ts';
import type { Store } from '../storage/store.ts';
import type { RequestRecord } from '../http/request-observer.ts';

/**
 * The Prometheus metrics of one server (prom-client, a registry of its own so several servers in
 * one test process do not mix). Request counters and the delivery-failure counter are this
 * process's; the outbox gauges are read from the database at scrape time, so every instance reports
 * the same shared backlog (alert on max(), not sum()). Names and what to alert on: docs/platform-api.md
 * "Running in production".
 */

export interface PlatformMetrics {
  registry: Registry;
  observeRequest(record: RequestRecord): void;
  /** A delivery attempt failed: it retries later, or was dead-lettered. */
  deliveryFailed(channel: string, deadLettered: boolean): void;
  /** A dealer bundle was refused (the previous one is kept). */
  bundleRefused(): void;
  /** The text exposition for GET /metrics. */
  render(): Promise<{ contentType: string; body: string }>;
}

export interface MetricSources {
  storage: Storage;
  store: Store;
  now: () => Date;
  dealersLoaded: () => number;
  log: (message: string) => void;
}

interface GaugeDefinition {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

/** The gauges a scrape fills in from the database and the process (readDatabase below). */
const GAUGES = {
  pending: {
    name: 'forecourt_outbox_pending',
    help: 'Outbox rows waiting for delivery, by channel (the shared database).',
    labelNames: ['channel'],
  },
  dead: { name: 'forecourt_outbox_dead', help: 'Outbox rows dead-lettered after their last attempt, by channel.', labelNames: ['channel'] },
  oldest: {
    name: 'forecourt_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest waiting outbox row, by channel (0 when none waits).',
    labelNames: ['channel'],
  },
  databaseUp: { name: 'forecourt_database_up', help: '1 when the last scrape could read the database, else 0.' },
  pool: {
    name: 'forecourt_db_pool_connections',
    help: 'PostgreSQL pool of this process: connections total, idle, waiting (queries queued for one) and max.',
    labelNames: ['state'],
  },
  dealers: { name: 'forecourt_dealers_loaded', help: 'Dealers this process serves.' },
} as const satisfies Record<string, GaugeDefinition>;

/** One gauge per row of the table, each in this server's registry. */
function registerGauges<Table extends Record<string, GaugeDefinition>>(registry: Registry, table: Table): { [Key in keyof Table]: Gauge } {
  const entries = Object.entries(table).map(([key, definition]) => [key, new Gauge({ ...definition, registers: [registry] })]);
  return Object.fromEntries(entries) as { [Key in keyof Table]: Gauge };
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricSources): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'forecourt_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'forecourt_http_request_duration_seconds',
    help: 'Time from request to the end of its reply, by route pattern, method and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'forecourt_limit_refusals_total',
    help: 'Requests refused by a rate or attempt limit (429), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'forecourt_delivery_failures_total',
    help: 'Lead delivery attempts that failed in this process, by channel and outcome (retry or dead).',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });

  const bundleRefusals = new Counter({
    name: 'forecourt_dealer_bundle_refusals_total',
    help: 'Dealer bundles refused as unreadable, incomplete or clashing (the previous bundle stays served).',
    registers: [registry],
  });

  // Channels seen once stay reported (at 0), so an alert on a drained backlog resolves instead of vanishing.
  const seenChannels = new Set(['email', 'webhook', 'confirmation', 'alert-email']);
  const { pending, dead, oldest, databaseUp, pool, dealers } = registerGauges(registry, GAUGES);

  async function readDatabase(): Promise<void> {
    for (const gauge of [pending, dead, oldest]) gauge.reset();
    try {
      const rows = await sources.store.outbox.backlog();
      const at = sources.now().getTime();
      for (const row of rows) seenChannels.add(row.channel);
      for (const channel of seenChannels) {
        const waiting = rows.find((row) => row.channel === channel && row.status === 'pending');
        pending.set({ channel }, waiting?.rows ?? 0);
        dead.set({ channel }, rows.find((row) => row.channel === channel && row.status === 'dead')?.rows ?? 0);
        const created = waiting?.oldestCreatedAt ? Date.parse(waiting.oldestCreatedAt) : at;
        oldest.set({ channel }, Math.max(0, (at - created) / 1000));
      }
      databaseUp.set(1);
    } catch (error) {
      // A scrape still answers (process and request metrics) when the database does not.
      databaseUp.set(0);
      sources.log(`metrics: outbox backlog unreadable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const usage = sources.storage.poolUsage();
    if (usage) for (const [state, value] of Object.entries(usage)) pool.set({ state }, value);
    dealers.set(sources.dealersLoaded());
  }

  return {
    registry,
    observeRequest(record) {
      const labels = { route: record.route, method: record.method, status: String(record.status) };
      requests.inc(labels);
      latency.observe(labels, record.durationSeconds);
      if (record.status === 429) refusals.inc({ route: record.route });
    },
    deliveryFailed(channel, deadLettered) {
      failures.inc({ channel, outcome: deadLettered ? 'dead' : 'retry' });
    },
    bundleRefused() {
      bundleRefusals.inc();
    },
    async render() {
      await readDatabase();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
