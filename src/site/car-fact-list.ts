import type { CarView } from './car-view.ts';

/**
 * The facts a car's views list, as data: key, label and where its value comes from. Every
 * card (home rows, similar cars, search) reads CARD_FACTS and the vehicle page's Key information reads
 * PAGE_FACTS, which begins with them, so a new fact is one entry here. The card's four are spec 01 §2's
 * "condition, transmission, odometer and fuel type", in that order.
 */

/** The feed fields a fact reads: a stock vehicle and a search document both have them. */
export interface FactSource {
  year?: number | null | undefined;
  simple_transmission?: string | null | undefined;
  simple_fuel?: string | null | undefined;
  fuel?: string | null | undefined;
  simple_body?: string | null | undefined;
  colour?: string | null | undefined;
  drive?: string | null | undefined;
  seats?: number | null | undefined;
  stocknum?: string | null | undefined;
}

type Worded = Pick<CarView, 'conditionLabel' | 'odometer'>;

export interface CarFactDefinition {
  key: string;
  label: string;
  value(source: FactSource, car: Worded): string | null | undefined;
}

/** What every card lists (home rows, similar cars, search). */
export const CARD_FACTS: readonly CarFactDefinition[] = [
  { key: 'condition', label: 'Condition', value: (_, car) => car.conditionLabel },
  { key: 'transmission', label: 'Transmission', value: (s) => s.simple_transmission },
  { key: 'odometer', label: 'Odometer', value: (_, car) => car.odometer },
  { key: 'fuel', label: 'Fuel', value: (s) => s.simple_fuel ?? s.fuel },
];

/** The vehicle page's Key information: the card's facts, then these (a separate list, so the browser's cards never carry them). */
export const PAGE_FACTS: readonly CarFactDefinition[] = [
  ...CARD_FACTS,
  { key: 'body', label: 'Body', value: (s) => s.simple_body },
  { key: 'colour', label: 'Colour', value: (s) => s.colour },
  { key: 'drive', label: 'Drive', value: (s) => s.drive },
  { key: 'seats', label: 'Seats', value: (s) => (s.seats ? String(s.seats) : undefined) },
  { key: 'year', label: 'Year', value: (s) => (s.year ? String(s.year) : undefined) },
  { key: 'stock-number', label: 'Stock number', value: (s) => s.stocknum },
];

export interface CarFact {
  label: string;
  value: string;
}

/** The facts of a list that have a value, in the list's order. */
export function carFacts(source: FactSource, car: Worded, list: readonly CarFactDefinition[]): CarFact[] {
  const facts: CarFact[] = [];
  for (const fact of list) {
    const value = fact.value(source, car)?.trim();
    if (value) facts.push({ label: fact.label, value });
  }
  return facts;
}
