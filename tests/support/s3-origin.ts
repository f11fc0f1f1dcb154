import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the operator's preview host does, for tests: `<label>.<domain>` is served from the bucket
 * prefix `<store prefix><label>/` as an origin root (a path ending in "/" is its index.html, a path
 * without an extension tries "/index.html"), Content-Type as stored. A preview CDN in front of a bucket.
 */
export async function startS3Origin(
  client: S3Client,
  options: { bucket: string; storePrefix: string; domain: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const read = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      return { body: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType ?? 'application/octet-stream' };
    } catch {
      return undefined;
    }
  };
  const server: Server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (!host.endsWith(`.${options.domain}`)) return void res.writeHead(421).end('unknown host');
    const label = host.slice(0, -options.domain.length - 1);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const base = `${options.storePrefix}${label}${path}`;
    const candidates = path.endsWith('/') ? [`${base}index.html`] : /\.[a-z0-9]+$/i.test(path) ? [base] : [base, `${base}/index.html`];
    void (async () => {
      for (const key of candidates) {
        const found = await read(key);
        if (found) return void res.writeHead(200, { 'Content-Type': found.type }).end(found.body);
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((done) => server.close(() => done())) };
}

/** GET an http:// URL of a preview host through the local origin (the Host header names the preview). */
export function getVia(port: number, url: string): Promise<{ status: number; type: string; body: string }> {
  const { host, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
