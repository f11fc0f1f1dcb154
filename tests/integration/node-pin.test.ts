import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** One Node version: the `node` devDependency every npm script runs on, `.nvmrc` for nvm/fnm/CI images, and engines. */
const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };

describe('the pinned Node version', () => {
  it('.nvmrc names the node devDependency, inside the engines range', () => {
    const pinned = pkg.devDependencies['node'];
    expect(readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim()).toBe(pinned);
    const major = Number(pinned?.split('.')[0]);
    expect(pkg.engines.node).toBe(`>=${major}.0.0 <${major + 1}`);
  });

  it('is the Node that runs the tests', () => {
    expect(process.versions.node).toBe(pkg.devDependencies['node']);
  });
});
