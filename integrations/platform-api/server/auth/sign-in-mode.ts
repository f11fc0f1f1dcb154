import type { Tenant } from '../tenants/tenant-store.ts';

/**
 * Demo sign-in (every code 123456, returned in the reply) lets anyone sign in as anyone. It runs
 * only when the server is started with the explicit development flag and every dealer it serves is
 * a demo dealer (a `demo.json` in the folder) — never beside a real dealer's shoppers.
 */
export function assertSignInModeAllowed(mode: 'demo' | 'log', allowDemo: boolean, tenants: readonly Tenant[]): void {
  if (mode !== 'demo') return;
  if (!allowDemo) {
    throw new Error('Demo sign-in (every code 123456) needs the development flag --dev-demo-sign-in; use --sign-in-mode log.');
  }
  const real = tenants.filter((tenant) => !tenant.demo).map((tenant) => tenant.dir);
  if (real.length > 0) {
    throw new Error(`Demo sign-in is only for demo dealers (a demo.json in the folder); not: ${real.join(', ')}`);
  }
}
