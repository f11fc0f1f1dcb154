import type { Storage } from '../storage/storage.ts';

/**
 * Whether this instance should get traffic (GET /api/ready): the database answers, every migration
 * this code knows is applied, at least one dealer is loaded, and the process is not draining. A load
 * balancer takes an instance out on 503 and back on 200; /api/health only says the process is alive.
 */

export interface ReadinessProbe {
  storage: Pick<Storage, 'ping' | 'pendingMigrations'>;
  dealersLoaded(): number;
  draining(): boolean;
  log: (message: string) => void;
}

export interface Readiness {
  ready: boolean;
  /** Why not, in words an operator acts on; empty when ready. */
  reasons: string[];
}

export async function checkReadiness(probe: ReadinessProbe): Promise<Readiness> {
  const reasons: string[] = [];
  if (probe.draining()) reasons.push('draining: shutting down');
  try {
    await probe.storage.ping();
    const pending = await probe.storage.pendingMigrations();
    if (pending.length > 0) reasons.push(`migrations not applied: ${pending.join(', ')}`);
  } catch (error) {
    // The reply stays generic (it is public); the log has the driver's words.
    reasons.push('database unreachable');
    probe.log(`readiness: database unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (probe.dealersLoaded() === 0) reasons.push('no dealers loaded');
  return { ready: reasons.length === 0, reasons };
}
