import { slugify } from '../site/routes.ts';
import type { StockDocument } from './stock-document.ts';

/**
 * Stock document fields the snapshot need not carry because other fields spell them: a feed's slug is
 * usually its year, make, model, badge and stock number; its name the year, make, model and badge; its
 * creation time the Unix seconds the document carries for sorting. These four were ~30 KB of the
 * 2,000-car snapshot's 92 KB gzip (docs/performance.md). Each rule reads stored fields only (never
 * another derived one), and a document whose value the rule does not reproduce exactly keeps its own.
 */
type Rule = (document: StockDocument) => string;

const words = (...parts: Array<string | number | undefined>) => parts.filter((part) => part !== undefined && part !== '').join(' ');

/** Seconds as the ISO form feeds write, without milliseconds: 2026-10-04T03:55:28Z. */
const isoSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

export const DERIVED_FIELDS: Readonly<Record<'make_model' | 'created_at' | 'name' | 'slug', Rule>> = {
  make_model: (d) => `${d.make} ${d.model}`,
  created_at: (d) => (Number.isSafeInteger(d.created_at_timestamp) ? isoSeconds(d.created_at_timestamp) : ''),
  // a badge that repeats the model is not said twice ("2024 Ford Ranger", not "… Ranger Ranger")
  name: (d) => words(d.year, d.make, d.model, d.badge === d.model ? undefined : d.badge),
  slug: (d) => slugify(words(d.year, d.make, d.model, d.badge, d.stocknum)),
};

export type DerivedField = keyof typeof DERIVED_FIELDS;
const NAMES = Object.keys(DERIVED_FIELDS) as DerivedField[];

/**
 * The fields a file may derive: those every document holds. A document without one must stay without
 * it, and the reader takes a missing value for "derive it".
 */
export function derivableFields(documents: readonly StockDocument[]): DerivedField[] {
  return NAMES.filter((name) => documents.every((document) => document[name] !== undefined));
}

/** The document without the `fields` its rules reproduce exactly. */
export function elideDerived(document: StockDocument, fields: readonly DerivedField[] = NAMES): Partial<StockDocument> {
  const kept: Record<string, unknown> = { ...document };
  for (const name of fields) if (document[name] === DERIVED_FIELDS[name](document)) delete kept[name];
  return kept as Partial<StockDocument>;
}

/**
 * Puts back the fields named in `derived` that the packed document left out (every document had them).
 * `shared` interns the rebuilt strings, so cars of one name hold one string, as the file's dictionary
 * columns gave them before (the heap of 20,000 cars: docs/search-engine.md).
 */
export function restoreDerived(document: Record<string, unknown>, derived: readonly string[], shared = new Map<string, string>()): void {
  const stock = document as unknown as StockDocument;
  for (const name of derived) {
    if (!Object.hasOwn(DERIVED_FIELDS, name) || Object.hasOwn(document, name)) continue;
    const value = DERIVED_FIELDS[name as DerivedField](stock);
    let kept = shared.get(value);
    if (kept === undefined) shared.set(value, (kept = value));
    document[name] = kept;
  }
}
