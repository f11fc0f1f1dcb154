/**
 * A built dealer site served the way a CDN serves it: HTTPS with the site's `_headers`, and plain
 * http answering only with a redirect to HTTPS. The certificate is a test-only self-signed one for
 * 127.0.0.1 (tests/fixtures/tls/), so the MDN HTTP Observatory can run its two HTTPS tests
 * (redirection, strict-transport-security) locally, offline.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { staticRequestHandler } from '../preview/static-server.ts';
import type { ObservatoryReport } from './observatory.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const TEST_CERT = join(ROOT, 'tests/fixtures/tls/localhost-cert.pem');
const TEST_KEY = join(ROOT, 'tests/fixtures/tls/localhost-key.pem');

function listen(server: Server): Promise<number> {
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready((server.address() as AddressInfo).port)));
}

export interface HttpsPreview {
  httpPort: number;
  httpsPort: number;
  close: () => void;
}

export async function startHttpsPreview(siteRoot: string): Promise<HttpsPreview> {
  const https = createHttpsServer({ key: readFileSync(TEST_KEY), cert: readFileSync(TEST_CERT) }, staticRequestHandler(siteRoot));
  const httpsPort = await listen(https);
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://127.0.0.1:${httpsPort}${req.url ?? '/'}` }).end();
  });
  const httpPort = await listen(http);
  return {
    httpPort,
    httpsPort,
    close: () => {
      https.close();
      http.close();
    },
  };
}

/** Runs the Observatory in a child process that trusts the test certificate (read at Node start). */
export async function observatoryOverHttps(preview: HttpsPreview): Promise<ObservatoryReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'scripts/security/observatory.ts'), '--json', '--https-port', String(preview.httpsPort), `http://127.0.0.1:${preview.httpPort}/`],
    { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: TEST_CERT } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ObservatoryReport;
}
