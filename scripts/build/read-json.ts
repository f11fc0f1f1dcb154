import { existsSync, readFileSync } from 'node:fs';

export type JsonRead = { ok: true; value: unknown } | { ok: false; reason: string };

/** Reads a JSON file; a missing optional file reads as `fallback`. */
export function readJson(file: string, fallback?: unknown): JsonRead {
  if (!existsSync(file)) {
    return fallback === undefined ? { ok: false, reason: 'file is missing' } : { ok: true, value: fallback };
  }
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
}
