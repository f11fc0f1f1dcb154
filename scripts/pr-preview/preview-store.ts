import { ListObjectsV2Command, type ListObjectsV2CommandOutput, type S3Client } from '@aws-sdk/client-s3';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { directoryTarget } from '../publish/targets/directory-target.ts';
import { parseS3Url, s3ClientFromEnv, s3Target } from '../publish/targets/s3-target.ts';
import type { PublishTarget } from '../publish/targets/target.ts';

/**
 * Where previews are kept: a bucket prefix (`s3://dealer-previews`) or a folder (`dir:/srv/previews`),
 * one sub-prefix per preview host label. The operator's preview host serves `<label>.<domain>` from
 * `<store>/<label>/`.
 */
export interface PreviewStore {
  /** `s3://bucket/prefix/` or `dir:/abs/path/`: compared with the live locations before anything is written. */
  readonly location: string;
  site(label: string): PublishTarget;
  /** Labels present in the store that start with `prefix`. */
  labels(prefix: string): Promise<string[]>;
  /** Deletes everything under each label; returns how many objects (files) went. */
  remove(labels: readonly string[]): Promise<number>;
}

export function previewStore(spec: string, env: NodeJS.ProcessEnv = process.env): PreviewStore {
  if (spec.startsWith('s3://')) return s3Store(s3ClientFromEnv(env), spec);
  if (/^[a-z0-9]+:\/\//i.test(spec)) throw new Error(`unknown preview store "${spec}": use dir:<path> or s3://bucket/prefix`);
  return dirStore(resolve(spec.replace(/^dir:/, '')));
}

export function s3Store(client: S3Client, url: string): PreviewStore {
  const { bucket, prefix } = parseS3Url(url);
  // "<label>/", never the bare label: pr-7--acme must not take pr-7--acme-motors with it.
  const site = (label: string) => s3Target(client, { bucket, prefix: `${prefix}${label}/` });
  return {
    location: `s3://${bucket}/${prefix}`,
    site,
    async labels(labelPrefix) {
      const labels: string[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${labelPrefix}`, Delimiter: '/', ContinuationToken: token }),
        );
        for (const common of page.CommonPrefixes ?? []) if (common.Prefix) labels.push(common.Prefix.slice(prefix.length, -1));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return labels.sort();
    },
    async remove(labels) {
      let removed = 0;
      for (const label of labels) {
        const target = site(label);
        const keys = [...(await target.list()).keys()];
        await target.remove(keys);
        removed += keys.length;
      }
      return removed;
    },
  };
}

function dirStore(root: string): PreviewStore {
  return {
    location: `dir:${root}/`,
    site: (label) => directoryTarget(join(root, label)),
    async labels(labelPrefix) {
      if (!existsSync(root)) return [];
      return readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(labelPrefix))
        .map((entry) => entry.name)
        .sort();
    },
    async remove(labels) {
      let removed = 0;
      for (const label of labels) {
        const dir = join(root, label);
        if (!existsSync(dir)) continue;
        removed += readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
        rmSync(dir, { recursive: true, force: true });
      }
      return removed;
    },
  };
}

/** `s3://bucket/prefix/` or `dir:/abs/` of a publish target, for the overlap check. */
export function locationOf(target: PublishTarget): string {
  return target.name.endsWith('/') ? target.name : `${target.name}/`;
}

/**
 * Previews never share a place with a live site: the store may not lie inside a dealer's live
 * location, nor hold one (a dealer whose slug is the store's name, or a store at a live bucket's root).
 */
export function assertApartFromLive(store: PreviewStore, live: ReadonlyMap<string, string>): void {
  for (const [slug, location] of live) {
    if (location.startsWith(store.location) || store.location.startsWith(location)) {
      throw new Error(
        `the preview store ${store.location} overlaps the live site of ${slug} (${location}); previews need a place of their own (another bucket or prefix)`,
      );
    }
  }
}
