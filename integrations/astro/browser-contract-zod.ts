import { fileURLToPath } from 'node:url';

/** The platform API contract's folder: its `zod` import is the one swapped in browser bundles. */
export const CONTRACT_DIR = fileURLToPath(new URL('../platform-api/contract/', import.meta.url));
/** classic zod's API over zod/mini (see that file for why). */
export const BROWSER_ZOD = fileURLToPath(new URL('../platform-api/contract/zod-browser.ts', import.meta.url));

interface ResolveContext {
  environment?: { config: { consumer: string } };
}

/**
 * Whether an import of `source` from `importer` gets the browser zod: only the contract's own `zod`
 * import, only in a client bundle. The server, the build (prerendering) and tests keep classic zod.
 */
export function usesBrowserZod(source: string, importer: string | undefined, client: boolean): boolean {
  return client && source === 'zod' && importer !== undefined && importer.startsWith(CONTRACT_DIR) && importer !== BROWSER_ZOD;
}

/**
 * Islands validate with the same contract schemas the platform API runs (one definition), without
 * shipping classic zod: in client bundles the contract's `zod` resolves to zod-browser.ts
 * (docs/decisions/0003-react-waits-for-the-first-touch.md).
 * Registered by forecourtDirectives() (forecourt-directives.ts), Forecourt's browser-side build additions.
 */
export function browserContractZodPlugin() {
  return {
    name: 'forecourt:browser-contract-zod',
    enforce: 'pre' as const,
    resolveId(this: ResolveContext, source: string, importer: string | undefined, options?: { ssr?: boolean }) {
      const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      return usesBrowserZod(source, importer, client) ? BROWSER_ZOD : null;
    },
  };
}
