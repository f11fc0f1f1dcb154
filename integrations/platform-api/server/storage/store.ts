import type { Kysely } from 'kysely';
import { idempotencyRepository } from './repositories/idempotency-repository.ts';
import { limitsRepository } from './repositories/limits-repository.ts';
import type { Database } from './schema.ts';
import type { Engine, Storage } from './storage.ts';

/**
 * What handlers and workers hold instead of a database: the repositories of every area, bound to the
 * database (each call its own statement) or, inside `transaction()`, to one transaction.
 */

export interface Repositories {
  idempotency: ReturnType<typeof idempotencyRepository>;
  limits: ReturnType<typeof limitsRepository>;
}

export interface Store extends Repositories {
  readonly engine: Engine;
  /** Runs `work` in one transaction (Storage.transaction: committed whole or not at all). */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

function repositoriesOver(db: Kysely<Database>, shared: { limitSweep: { hits: number } }): Repositories {
  return {
    idempotency: idempotencyRepository(db),
    limits: limitsRepository(db, shared.limitSweep),
  };
}

export function createStore(storage: Storage): Store {
  const shared = { limitSweep: { hits: 0 } };
  return {
    engine: storage.engine,
    ...repositoriesOver(storage.db, shared),
    transaction: (work) => storage.transaction((tx) => work(repositoriesOver(tx, shared))),
  };
}
