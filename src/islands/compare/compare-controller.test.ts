import { describe, expect, it } from 'vitest';
import {
  COMPARE_KEY,
  createCompareController,
  parseCompared,
  toggled,
  trayView,
  type ComparedCar,
  type CompareState,
  type KeyValueStore,
} from './compare-controller.ts';

const car = (id: number): ComparedCar => ({ id, name: `Car ${id} name`, href: `/cars/car-${id}` });

function memoryStorage(initial?: string): KeyValueStore & { saved: Map<string, string> } {
  const saved = new Map<string, string>(initial === undefined ? [] : [[COMPARE_KEY, initial]]);
  return { saved, getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => void saved.set(key, value) };
}

describe('compare rules', () => {
  it('adds up to three cars, removes a chosen one, refuses a fourth and says so', () => {
    let state: CompareState = { cars: [car(1), car(2)], full: false };
    state = toggled(state, car(3));
    expect(state).toEqual({ cars: [car(1), car(2), car(3)], full: false });
    const refused = toggled(state, car(4));
    expect(refused.cars).toEqual(state.cars);
    expect(refused.full).toBe(true);
    expect(trayView(refused).notice).toBe('You can compare up to 3 cars. Remove one first.');
    expect(toggled(refused, car(2))).toEqual({ cars: [car(1), car(3)], full: false });
  });

  it('reads stored entries and the bare ids older builds stored, defensively', () => {
    expect(parseCompared(JSON.stringify([car(5), 6, car(5), { id: 'x' }, null]))).toEqual([car(5), { id: 6, name: '', href: '' }]);
    expect(parseCompared('not json')).toEqual([]);
    expect(parseCompared('{"id":1}')).toEqual([]);
    expect(parseCompared(JSON.stringify([1, 2, 3, 4]))).toHaveLength(3);
    // A stored link is a path on this site, never another site's address.
    expect(
      parseCompared(
        JSON.stringify([
          { id: 1, name: 'A', href: '//evil.example/x' },
          { id: 2, name: 'B', href: 'javascript:alert(1)' },
        ]),
      ),
    ).toEqual([
      { id: 1, name: 'A', href: '' },
      { id: 2, name: 'B', href: '' },
    ]);
  });

  it('the tray: hidden while empty, a count of the limit, Compare now from two cars, a name for an unnamed car', () => {
    expect(trayView({ cars: [], full: false }).hidden).toBe(true);
    const one = trayView({ cars: [{ id: 9, name: '', href: '' }], full: false });
    expect(one).toMatchObject({ hidden: false, heading: 'Compare 1 of 3 cars', notice: '', canCompare: false });
    expect(one.cars[0]?.label).toBe('Car 9');
    expect(trayView({ cars: [car(1), car(2)], full: false }).canCompare).toBe(true);
  });
});

describe('createCompareController', () => {
  it('starts empty (static HTML and hydration agree), then loads the stored list', () => {
    const storage = memoryStorage(JSON.stringify([car(1)]));
    const controller = createCompareController(() => storage);
    expect(controller.$state.get().cars).toEqual([]);
    controller.load();
    expect(controller.$state.get().cars).toEqual([car(1)]);
    expect(controller.has(1)).toBe(true);
  });

  it('persists every change, so the next page (and /compare) reads the same list', () => {
    const storage = memoryStorage();
    const controller = createCompareController(() => storage);
    controller.load();
    controller.toggle(car(1));
    controller.toggle(car(2));
    controller.toggle(car(3));
    expect(controller.toggle(car(4)).full).toBe(true);
    expect(JSON.parse(storage.saved.get(COMPARE_KEY)!)).toEqual([car(1), car(2), car(3)]);
    controller.remove(2);
    const next = createCompareController(() => storage);
    next.load();
    expect(next.$state.get().cars).toEqual([car(1), car(3)]);
    next.clear();
    expect(storage.saved.get(COMPARE_KEY)).toBe('[]');
    next.set([car(1), car(2), car(3), car(4)]);
    expect(next.$state.get().cars).toHaveLength(3);
  });

  it('blocked storage: the choice holds for the page', () => {
    const blocked: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const controller = createCompareController(() => blocked);
    controller.load();
    controller.toggle(car(1));
    expect(controller.has(1)).toBe(true);
    const none = createCompareController(() => undefined);
    none.toggle(car(2));
    expect(none.has(2)).toBe(true);
  });
});
