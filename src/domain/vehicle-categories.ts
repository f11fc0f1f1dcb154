/**
 * Spec 01 §3's `item_type` and `categories` refinements: what kind of vehicle a listing is (car,
 * light commercial, motorcycle, truck, caravan…) and the shopping categories the feed puts it in
 * (Family, Off-road, LAMS approved…). Both are closed vocabularies, so a feed's spelling
 * ("motorcycle", "MOTORCYCLE", "Motorbike") lands on one label, a URL can only ask for a real value,
 * and only what the feed states is ever claimed (nothing is inferred from other fields).
 */

export interface VocabularyEntry {
  label: string;
  /** Other spellings feeds use, compared case-insensitively. */
  aliases?: readonly string[];
}

export const ITEM_TYPES: readonly VocabularyEntry[] = [
  { label: 'Car', aliases: ['cars', 'passenger', 'passenger car', 'vehicle'] },
  { label: 'Light commercial', aliases: ['commercial', 'lcv', 'light commercial vehicle', 'ute', 'van'] },
  { label: 'Motorcycle', aliases: ['motorcycles', 'motorbike', 'bike', 'motorbikes'] },
  { label: 'Truck', aliases: ['trucks'] },
  { label: 'Caravan', aliases: ['caravans', 'camper', 'camper trailer'] },
  { label: 'Motorhome', aliases: ['motorhomes', 'campervan'] },
  { label: 'Boat', aliases: ['boats', 'marine'] },
  { label: 'Trailer', aliases: ['trailers'] },
];

export const VEHICLE_CATEGORIES: readonly VocabularyEntry[] = [
  { label: 'Family', aliases: ['family car', 'family cars', '7 seater', 'seven seater'] },
  { label: 'Off-road', aliases: ['4x4', '4wd', 'off road', '4x4 and off-road', 'dirt'] },
  { label: 'Electric and hybrid', aliases: ['electric', 'hybrid', 'ev', 'electric & hybrid'] },
  { label: 'Work', aliases: ['work ready', 'trade', 'tradie', 'commercial'] },
  { label: 'City', aliases: ['city car', 'small car', 'first car'] },
  { label: 'Performance', aliases: ['sports', 'sport', 'sports car'] },
  { label: 'Touring', aliases: ['adventure', 'adventure touring', 'tourer'] },
  { label: 'Commuter', aliases: ['commuting', 'scooter'] },
  { label: 'LAMS approved', aliases: ['lams', 'learner approved', 'learner'] },
];

function indexOf(vocabulary: readonly VocabularyEntry[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const entry of vocabulary) {
    for (const spelling of [entry.label, ...(entry.aliases ?? [])]) index.set(spelling.toLowerCase(), entry.label);
  }
  return index;
}

const itemTypeIndex = indexOf(ITEM_TYPES);
const categoryIndex = indexOf(VEHICLE_CATEGORIES);
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The item type label for a feed's value; undefined when the feed says nothing we know. */
export function itemTypeLabel(value: string | null | undefined): string | undefined {
  return value ? itemTypeIndex.get(key(value)) : undefined;
}

/** A feed's categories as labels, in vocabulary order, each once; unknown ones are dropped. */
export function categoryLabels(values: readonly string[] | null | undefined): string[] {
  const found = new Set((values ?? []).map((value) => categoryIndex.get(key(value))).filter((label): label is string => label !== undefined));
  return VEHICLE_CATEGORIES.map((entry) => entry.label).filter((label) => found.has(label));
}

/** Every value a URL may ask for, per refinement (anything else is dropped by the URL codec). */
export const ITEM_TYPE_LABELS: readonly string[] = ITEM_TYPES.map((entry) => entry.label);
export const CATEGORY_LABELS: readonly string[] = VEHICLE_CATEGORIES.map((entry) => entry.label);
