import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoSites, readBundle } from '../support/sites.ts';

/** A dealer's built site never contains another dealer's data (names, vehicles, stock numbers). */

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (/\.(html|json|js|xml|txt)$/.test(entry.name)) yield full;
  }
}

interface Bundle {
  config: { name: string };
  vehicles: Array<{ slug: string; stocknum?: string | null }>;
}

const sites = demoSites();

for (const site of sites) {
  test(`${site.slug} holds none of the other dealers' data`, () => {
    const others = sites.filter((s) => s.slug !== site.slug).map((s) => readBundle<Bundle>(s));
    const needles = others.flatMap((bundle) => [
      bundle.config.name,
      ...bundle.vehicles.slice(0, 40).map((v) => `/cars/${v.slug}`),
      ...bundle.vehicles.slice(0, 40).flatMap((v) => (v.stocknum ? [`"${v.stocknum}"`] : [])),
    ]);
    const own = readBundle<Bundle>(site);
    expect(needles.length).toBeGreaterThan(40);
    const dist = join(import.meta.dirname, '../../dist', site.slug);
    const leaks: string[] = [];
    let ownSeen = false;
    for (const file of textFiles(dist)) {
      const text = readFileSync(file, 'utf8');
      if (!ownSeen && text.includes(own.config.name)) ownSeen = true;
      for (const needle of needles) if (text.includes(needle)) leaks.push(`${file}: ${needle}`);
    }
    expect(ownSeen, 'the scan reads the site it checks').toBe(true);
    expect(leaks.slice(0, 20)).toEqual([]);
  });
}
