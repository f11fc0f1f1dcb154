import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createStaticServer } from '../../scripts/preview/static-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface PreparedSite<T> {
  /** What the prepare script wrote to `resultFile` (the cars it changed, the folder it built). */
  result: T;
  origin: string;
  close: () => Promise<void>;
}

/**
 * Runs a `scripts/test/prepare-*.ts` script (it builds a small dealer into `workDir`, cold: minutes on
 * a shared 2-core machine) and serves the folder it names like a CDN origin, on a free port.
 */
export async function startPreparedSite<T>(script: string, workDir: string, resultFile: string, siteDir: (result: T) => string): Promise<PreparedSite<T>> {
  execFileSync(process.execPath, [script, workDir], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const result = JSON.parse(readFileSync(join(workDir, resultFile), 'utf8')) as T;
  const server = createStaticServer(siteDir(result));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    result,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
