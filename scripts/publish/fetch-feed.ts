import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { parseS3Url, s3ClientFromEnv } from './targets/s3-target.ts';

/**
 * Where a stock feed can come from: a local file, an https:// URL (the feed's export link) or an
 * s3:// object. Remote feeds are downloaded into `workDir` first, so validation reads a local file.
 */
export async function fetchFeed(location: string, workDir: string): Promise<string> {
  if (!/^(https?|s3):\/\//.test(location)) return resolve(location);
  mkdirSync(workDir, { recursive: true });
  const file = join(workDir, `incoming-stock-${process.pid}.json`);
  if (location.startsWith('s3://')) {
    const { bucket, prefix } = parseS3Url(location);
    const object = await s3ClientFromEnv().send(new GetObjectCommand({ Bucket: bucket, Key: prefix.replace(/\/$/, '') }));
    writeFileSync(file, Buffer.from((await object.Body?.transformToByteArray()) ?? []));
    return file;
  }
  const response = await fetch(location, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}
