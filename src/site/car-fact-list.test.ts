import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { VehicleCard } from '../components/vehicle/VehicleCard.tsx';
import { toStockDocument } from '../search/stock-document.ts';
import { cardSettingsFromConfig, searchCardModel } from './search/card-view.ts';
import { vehicleView } from './vehicle-view.ts';
import { similarCarsProps } from './vehicle/similar.ts';
import { TEST_NOW, testBundle, testConfig, testVehicle } from './vehicle/test-fixtures.ts';

// One entry added to the list (the paint colour on the card), in this file only: every card surface must show it.
vi.mock('./car-fact-list.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./car-fact-list.ts')>();
  const paint = { key: 'paint', label: 'Paint', value: (s: { colour?: string | null }) => s.colour };
  const CARD_FACTS = [...original.CARD_FACTS, paint];
  return { ...original, CARD_FACTS, PAGE_FACTS: [...CARD_FACTS, ...original.PAGE_FACTS.slice(original.CARD_FACTS.length)] };
});

const now = new Date(TEST_NOW);
const config = testConfig();
const car = (id: number) => testVehicle({ id, slug: `car-${id}`, name: `Car ${id}`, drive: 'AWD', colour: 'Red', price: 30000 + id });

const cardText = (view: Parameters<typeof VehicleCard>[0]['view']) =>
  [...renderToStaticMarkup(createElement(VehicleCard, { view })).matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('one list of car facts (car-fact-list.ts)', () => {
  const expected = ['Condition: Used', 'Transmission: Automatic', 'Odometer: 25,000 km', 'Fuel: Petrol', 'Paint: Red'];

  it('a fact added once shows on the static card, the search card and similar cars, in the same order', () => {
    const staticCard = vehicleView(car(1), config, now);
    const searchCard = searchCardModel(toStockDocument(car(1), config, now), cardSettingsFromConfig(config, now)).view;
    const similar = similarCarsProps(car(1), testBundle([car(1), car(2)], { config })).fallback[0]!.view;

    expect(cardText(staticCard)).toEqual(expected);
    expect(cardText(searchCard)).toEqual(expected);
    expect(cardText(similar)).toEqual(expected);
  });

  it('the vehicle page lists every fact, the card only the card facts', () => {
    const page = vehicleView(car(1), config, now, 'page').facts.map((f) => f.label);
    expect(page).toEqual(['Condition', 'Transmission', 'Odometer', 'Fuel', 'Paint', 'Body', 'Colour', 'Drive', 'Year']);
    expect(vehicleView(car(1), config, now).facts.map((f) => f.label)).not.toContain('Colour');
  });
});
