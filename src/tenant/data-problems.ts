import type { z } from 'zod';
import { formatPath } from '../config/config-error.ts';

/** A record in a dealer data file that was reported and skipped. */
export interface RecordProblem {
  file: string;
  index: number;
  id?: unknown;
  field: string;
  reason: string;
}

export function recordProblemToString(p: RecordProblem): string {
  const id = p.id === undefined ? '' : ` (id ${String(p.id)})`;
  return `${p.file}[${p.index}]${id}: ${p.field}: ${p.reason} — record skipped`;
}

/**
 * Validates each record on its own so one bad vehicle never fails the feed:
 * valid records are returned, bad ones reported with file, index, field and reason.
 */
export function parseRecords<T>(file: string, records: readonly unknown[], schema: z.ZodType<T>): { valid: T[]; problems: RecordProblem[] } {
  const valid: T[] = [];
  const problems: RecordProblem[] = [];
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const first = parsed.error.issues[0]!;
    const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined;
    problems.push({ file, index, id, field: formatPath(first.path), reason: first.message });
  });
  return { valid, problems };
}
