import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BROWSER_ZOD, browserContractZodPlugin, usesBrowserZod } from './browser-contract-zod.ts';

const contractFile = fileURLToPath(new URL('../platform-api/contract/lead-payload.ts', import.meta.url));
const serverFile = fileURLToPath(new URL('../platform-api/server/http/request-pipeline.ts', import.meta.url));

describe('browser bundles: the contract’s zod', () => {
  it('is the light zod only for the contract’s own import in a client bundle', () => {
    expect(usesBrowserZod('zod', contractFile, true)).toBe(true);
    expect(usesBrowserZod('zod', contractFile, false)).toBe(false); // prerendering and the server
    expect(usesBrowserZod('zod', serverFile, true)).toBe(false);
    expect(usesBrowserZod('zod/mini', contractFile, true)).toBe(false);
    expect(usesBrowserZod('zod', BROWSER_ZOD, true)).toBe(false); // the light zod itself imports zod/mini
  });

  it('resolves through the Vite plugin by environment', () => {
    const plugin = browserContractZodPlugin();
    const client = { environment: { config: { consumer: 'client' } } };
    const server = { environment: { config: { consumer: 'server' } } };
    expect(plugin.resolveId.call(client, 'zod', contractFile)).toBe(BROWSER_ZOD);
    expect(plugin.resolveId.call(server, 'zod', contractFile)).toBeNull();
    expect(plugin.resolveId.call({}, 'zod', contractFile, { ssr: true })).toBeNull();
  });
});
