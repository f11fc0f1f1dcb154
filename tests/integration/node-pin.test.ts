import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Node version: the `node` devDependency every npm script runs on (exact; Dependabot moves it with
 * its lockfile entry), and its major in `.nvmrc` (nvm, fnm) and engines (setup-node in the workflows
 * reads engines), so a minor or patch update of the pin needs no other edit.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };

describe('the pinned Node version', () => {
  it('.nvmrc and engines name the major of the node devDependency', () => {
    const pinned = pkg.devDependencies['node'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const major = Number(pinned?.split('.')[0]);
    expect(readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim()).toBe(String(major));
    expect(pkg.engines.node).toBe(`>=${major}.0.0 <${major + 1}`);
  });

  it('is the Node that runs the tests', () => {
    expect(process.versions.node).toBe(pkg.devDependencies['node']);
  });
});
