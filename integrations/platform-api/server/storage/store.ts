import type { Kysely } from 'kysely';
import { accountRecordsRepository } from './repositories/account-records-repository.ts';
import { alertsRepository } from './repositories/alerts-repository.ts';
import { countersRepository } from './repositories/counters-repository.ts';
import { idempotencyRepository } from './repositories/idempotency-repository.ts';
import { journeysRepository } from './repositories/journeys-repository.ts';
import { leadsRepository } from './repositories/leads-repository.ts';
import { outboxRepository } from './repositories/outbox-repository.ts';
import { reservationsRepository } from './repositories/reservations-repository.ts';
import { limitsRepository } from './repositories/limits-repository.ts';
import { sessionsRepository } from './repositories/sessions-repository.ts';
import { watchlistRepository } from './repositories/watchlist-repository.ts';
import type { Database } from './schema.ts';
import { lockFor, type Engine, type Storage } from './storage.ts';

/**
 * What handlers and workers hold instead of a database: the repositories of every area, bound to the
 * database (each call its own statement) or, inside `transaction()`, to one transaction.
 */

export interface Repositories {
  /** Serialises writers of one thing for the rest of the transaction (storage.ts lockFor). */
  lock(...key: Array<string | number>): Promise<void>;
  leads: ReturnType<typeof leadsRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  alerts: ReturnType<typeof alertsRepository>;
  reservations: ReturnType<typeof reservationsRepository>;
  journeys: ReturnType<typeof journeysRepository>;
  accountRecords: ReturnType<typeof accountRecordsRepository>;
  counters: ReturnType<typeof countersRepository>;
  idempotency: ReturnType<typeof idempotencyRepository>;
  limits: ReturnType<typeof limitsRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  watchlist: ReturnType<typeof watchlistRepository>;
}

export interface Store extends Repositories {
  readonly engine: Engine;
  /** Runs `work` in one transaction (Storage.transaction: committed whole or not at all). */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

function repositoriesOver(db: Kysely<Database>, engine: Engine, shared: { limitSweep: { hits: number } }): Repositories {
  return {
    lock: (...key) => lockFor(db, engine, ...key),
    leads: leadsRepository(db),
    outbox: outboxRepository(db, engine),
    alerts: alertsRepository(db),
    reservations: reservationsRepository(db),
    journeys: journeysRepository(db),
    accountRecords: accountRecordsRepository(db),
    counters: countersRepository(db),
    idempotency: idempotencyRepository(db),
    limits: limitsRepository(db, shared.limitSweep),
    sessions: sessionsRepository(db),
    watchlist: watchlistRepository(db),
  };
}

export function createStore(storage: Storage): Store {
  const shared = { limitSweep: { hits: 0 } };
  return {
    engine: storage.engine,
    ...repositoriesOver(storage.db, storage.engine, shared),
    transaction: (work) => storage.transaction((tx) => work(repositoriesOver(tx, storage.engine, shared))),
  };
}
