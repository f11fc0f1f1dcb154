import { StockFileSchema, VehicleSchema, type Vehicle } from '../../src/data/schemas/index.ts';
import { parseRecords, type RecordProblem } from '../../src/tenant/data-problems.ts';
import { readJson } from '../build/read-json.ts';

export type SnapshotRead = { ok: true; raw: unknown; records: number; valid: Vehicle[]; problems: RecordProblem[] } | { ok: false; reason: string };

/**
 * Reads a stock feed file with the build's own schemas (StockFileSchema, then VehicleSchema per
 * record, as scripts/build/prepare-tenant.ts does), so "valid" means the same thing in both places.
 */
export function readStockSnapshot(file: string, shownAs = file): SnapshotRead {
  const read = readJson(file);
  if (!read.ok) return { ok: false, reason: `${shownAs}: ${read.reason}` };
  const parsed = StockFileSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      reason: `${shownAs}: not a stock snapshot (expected { "generated_at"?: ISO date, "vehicles": [ … ] }): ${where}${issue?.message ?? ''}`,
    };
  }
  const records = parseRecords(shownAs, parsed.data.vehicles, VehicleSchema);
  return { ok: true, raw: read.value, records: parsed.data.vehicles.length, valid: records.valid, problems: records.problems };
}
