import type { DealerDef } from './dealers/types.ts';
import type { Rng } from './prng.ts';
import { available, CASES, type V } from './showcase-cases.ts';

/**
 * The special cases the sites must handle, each pinned to one vehicle. Most arise from the random
 * draw; the rest are forced onto a suitable vehicle. The map (case → slug) goes into demo.json so
 * end-to-end tests find their vehicles without hard-coding slugs. Each vehicle serves one case.
 */
export function applyShowcase(def: DealerDef, vehicles: V[], rng: Rng): Record<string, string> {
  const claimed = new Set<number>();
  const showcase: Record<string, string> = {};
  for (const c of CASES) {
    if (c.applies && !c.applies(def)) continue;
    let chosen = vehicles.find((v) => !claimed.has(v.id) && c.match(v, def));
    if (!chosen && c.force) {
      const pool = c.pool ?? ((v: V) => available(v) && v.car_type === 'used' && v.price > 0 && !v.tag);
      const candidates = vehicles.filter((v) => !claimed.has(v.id) && pool(v, def));
      chosen = candidates[rng.int(0, candidates.length - 1)];
      if (chosen) c.force(chosen, def, rng);
      if (chosen && !c.match(chosen, def) && c.name !== 'hostileComment') throw new Error(`${def.slug}: forcing "${c.name}" did not take`);
    }
    if (!chosen) throw new Error(`${def.slug}: no vehicle for showcase case "${c.name}"`);
    claimed.add(chosen.id);
    showcase[c.name] = chosen.slug;
  }
  return showcase;
}
