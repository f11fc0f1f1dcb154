import type { ModelSpec } from './catalogue.ts';

/**
 * The demo feed's `item_type` and `categories` (spec 01 §3), from the model's own facts only: a
 * dealer's feed states them; here the catalogue plays the dealer. Labels are the vocabulary of
 * src/domain/vehicle-categories.ts.
 */

const COMMERCIAL = new Set(['ute', 'van', 'cabChassis']);

export function demoItemType(spec: ModelSpec, kind: 'car' | 'bike'): string {
  if (kind === 'bike') return 'Motorcycle';
  // Australian sales figures count utes, vans and cab chassis as light commercials.
  return COMMERCIAL.has(spec.body) ? 'Light commercial' : 'Car';
}

export function demoCategories(spec: ModelSpec, kind: 'car' | 'bike'): string[] {
  const pt = spec.powertrain;
  const list: string[] = [];
  if (kind === 'bike') {
    const cc = pt.cc ?? Math.round(pt.litres * 1000);
    // The learner scheme caps engines at 660 cc.
    if (cc > 0 && cc <= 660) list.push('LAMS approved');
    if (spec.body === 'adventure' || spec.body === 'touring') list.push('Touring');
    if (spec.body === 'dirt' || spec.body === 'adventure') list.push('Off-road');
    if (spec.body === 'scooter') list.push('Commuter');
    if (spec.body === 'sport') list.push('Performance');
    return list;
  }
  if (spec.seats >= 7 || spec.body === 'peopleMover') list.push('Family');
  if (pt.drive === '4x4' && (spec.body === 'suv' || spec.body === 'ute')) list.push('Off-road');
  if (pt.fuel === 'Electric' || pt.fuel === 'Hybrid') list.push('Electric and hybrid');
  if (COMMERCIAL.has(spec.body)) list.push('Work');
  if (spec.body === 'hatch' && spec.price[0] < 35_000) list.push('City');
  if (spec.body === 'coupe' || spec.body === 'convertible') list.push('Performance');
  return list;
}
