import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is built: under the dealer sites' CSP (no 'unsafe-eval') that probe is a CSP
 * violation on every page with a form. Browser code parses without eval; imported first by the
 * contract's leaf modules, so it runs before any schema is built. The server keeps the fast path.
 */
if ('document' in globalThis) z.config({ jitless: true });
