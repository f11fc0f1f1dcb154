/**
 * Where a dealer site is published: a directory (what a CDN origin or a mounted bucket serves) or an
 * S3-compatible bucket. Keys are site paths without the leading "/".
 */
export interface ObjectMeta {
  contentType: string;
  cacheControl: string;
}

export interface PublishTarget {
  /** For messages: "dir:/srv/sites/acme" or "s3://bucket/prefix". */
  readonly name: string;
  /** Every object under the target with the MD5 (hex) of its content: the S3 ETag of a single-part upload. */
  list(): Promise<Map<string, string>>;
  put(key: string, body: Buffer, meta: ObjectMeta): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  /** Called once a publish is done (a directory target saves its file index). */
  flush?(): Promise<void>;
}
