import type { z } from 'zod';
import { keysAt, nearestKey } from './schema-walk.ts';

/** One problem in a dealer file, phrased so the dealer can fix it without reading code. */
export interface ConfigProblem {
  file: string;
  path: string;
  message: string;
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(root)';
}

function describeIssue(issue: z.core.$ZodIssue, schema: z.core.$ZodType): ConfigProblem['message'] {
  if (issue.code === 'unrecognized_keys') {
    const valid = keysAt(schema, issue.path);
    return issue.keys
      .map((key) => {
        const suggestion = nearestKey(key, valid);
        return suggestion
          ? `unknown key "${key}": did you mean "${suggestion}"?`
          : `unknown key "${key}": valid keys here are ${valid.map((k) => `"${k}"`).join(', ')}`;
      })
      .join('; ');
  }
  // A retired key (retired-keys.ts) carries its own message: what to do instead.
  if (issue.code === 'invalid_type' && issue.expected !== 'never') {
    const received = (issue as { input?: unknown }).input;
    if (received === undefined) return `required: expected ${issue.expected}, but the field is missing`;
    return `expected ${issue.expected}, received ${Array.isArray(received) ? 'array' : typeof received} (${JSON.stringify(received)?.slice(0, 40)})`;
  }
  if (issue.code === 'invalid_value') {
    return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return issue.message;
}

/** Turns zod issues into file + field path + what is expected. */
export function toConfigProblems(file: string, error: z.ZodError, schema: z.core.$ZodType): ConfigProblem[] {
  return error.issues.map((issue) => ({ file, path: formatPath(issue.path), message: describeIssue(issue, schema) }));
}

export function problemToString(problem: ConfigProblem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`;
}
