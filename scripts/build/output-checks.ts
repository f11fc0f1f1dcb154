import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isSimilarCardFile } from '../../src/domain/similar-card-path.ts';

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function countHtmlPages(dir: string): number {
  let count = 0;
  for (const file of walk(dir)) if (file.endsWith('.html') && !isSimilarCardFile(relative(dir, file).split(sep).join('/'))) count++;
  return count;
}

/** Admin credentials that must never reach a dealer's output, read from the build machine's env. */
function secretValues(): string[] {
  return ['MEILISEARCH_ADMIN_KEY', 'MEILISEARCH_MASTER_KEY', 'PLATFORM_API_ADMIN_TOKEN']
    .map((name) => process.env[name])
    .filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

/** Scans text output for admin keys; returns the files that contain one. */
export function findLeakedSecrets(dir: string): string[] {
  const secrets = secretValues();
  if (secrets.length === 0) return [];
  const leaks: string[] = [];
  for (const file of walk(dir)) {
    if (!/\.(html|js|json|xml|txt|css|map)$/.test(file) || statSync(file).size > 50_000_000) continue;
    const text = readFileSync(file, 'utf8');
    if (secrets.some((secret) => text.includes(secret))) leaks.push(file);
  }
  return leaks;
}
