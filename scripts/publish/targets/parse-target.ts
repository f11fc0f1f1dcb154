import { resolve } from 'node:path';
import { directoryTarget } from './directory-target.ts';
import { parseS3Url, s3ClientFromEnv, s3Target } from './s3-target.ts';
import type { PublishTarget } from './target.ts';

/** `dir:<path>` (or a bare path) → a directory; `s3://bucket/prefix` → an S3-compatible bucket. */
export function parseTarget(spec: string, env: NodeJS.ProcessEnv = process.env): PublishTarget {
  if (spec.startsWith('s3://')) return s3Target(s3ClientFromEnv(env), parseS3Url(spec));
  if (/^[a-z0-9]+:\/\//i.test(spec)) throw new Error(`unknown target "${spec}": use dir:<path> or s3://bucket/prefix`);
  return directoryTarget(resolve(spec.replace(/^dir:/, '')));
}
