import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { PublishTarget } from './target.ts';

export interface S3Location {
  bucket: string;
  /** Key prefix of the site root, "" or ending in "/". */
  prefix: string;
}

export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`expected s3://bucket/prefix, got "${url}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * The client for an S3-compatible endpoint. Credentials come from the SDK's usual chain (environment,
 * profile, instance role); S3_ENDPOINT points at a non-AWS store (MinIO, R2, …) with path-style URLs.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env['S3_ENDPOINT'];
  return new S3Client({
    region: env['AWS_REGION'] ?? env['AWS_DEFAULT_REGION'] ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}

export function s3Target(client: S3Client, location: S3Location): PublishTarget {
  const { bucket, prefix } = location;
  return {
    name: `s3://${bucket}/${prefix}`,
    async list() {
      const found = new Map<string, string>();
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key) found.set(object.Key.slice(prefix.length), (object.ETag ?? '').replaceAll('"', ''));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async put(key, body, meta) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: body, ContentType: meta.contentType, CacheControl: meta.cacheControl }),
      );
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((key) => ({ Key: prefix + key }));
        const result = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
        if (result.Errors?.length) throw new Error(`deleting from ${bucket}: ${result.Errors.map((e) => `${e.Key}: ${e.Message}`).join('; ')}`);
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}
