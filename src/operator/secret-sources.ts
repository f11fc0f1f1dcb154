import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { secretEnvName, secretFilePath, type DealerSecretRef, type DealerSecrets } from './dealer-secrets.ts';

/**
 * The adapters of the dealer-secrets port (dealer-secrets.ts): the operator's environment, an
 * operator-owned directory (one folder per website id, one file per secret: a Kubernetes or Docker
 * secret mount fits), and both. Values are read at each call, so a rotated secret is used at once.
 */

export function environmentSecrets(env: Record<string, string | undefined> = process.env): DealerSecrets {
  return {
    resolve: (ref) => env[secretEnvName(ref)] || undefined,
    whereToPut: (ref) => secretEnvName(ref),
  };
}

/** A secret file holds the value alone; the one line break an editor adds at the end is not part of it. */
export function directorySecrets(dir: string): DealerSecrets {
  const root = resolve(dir);
  const pathOf = (ref: DealerSecretRef) => join(root, ...secretFilePath(ref));
  return {
    resolve(ref) {
      const path = pathOf(ref);
      if (!existsSync(path)) return undefined;
      return readFileSync(path, 'utf8').replace(/\r?\n$/, '') || undefined;
    },
    whereToPut: (ref) => pathOf(ref),
  };
}

/** The directory's file when there is one, else the environment variable. */
export function operatorSecrets(options: { env?: Record<string, string | undefined>; dir?: string | undefined } = {}): DealerSecrets {
  const env = environmentSecrets(options.env);
  if (!options.dir) return env;
  const files = directorySecrets(options.dir);
  return {
    resolve: (ref) => files.resolve(ref) ?? env.resolve(ref),
    whereToPut: (ref) => `${env.whereToPut(ref)} or the file ${files.whereToPut(ref)}`,
  };
}

/**
 * The secrets directory is the operator's: refused when it sits inside the dealer folders (or holds
 * them), where a dealer's files could stand in for secrets.
 */
export function assertSecretsDirOutside(secretsDir: string, tenantsDir: string): void {
  const real = (path: string) => (existsSync(path) ? realpathSync(path) : resolve(path));
  const secrets = real(secretsDir);
  const tenants = real(tenantsDir);
  const inside = (child: string, parent: string) => {
    const path = relative(parent, child);
    return path === '' || (path.split(sep)[0] !== '..' && !isAbsolute(path));
  };
  if (inside(secrets, tenants) || inside(tenants, secrets)) {
    throw new Error(`the secrets directory ${secretsDir} must be outside the dealer folders (${tenantsDir}), and must not hold them`);
  }
}
