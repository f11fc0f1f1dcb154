import { describe, expect, it, vi } from 'vitest';
import type { LiveCar } from '../../../domain/live-status.ts';
import { createSimilarController, type BuiltCard, type SimilarState } from './similar-controller.ts';

type Live = LiveCar & { id: number };
type Card = string;
const ids = [1, 2, 3, 4, 5, 6, 7, 8];
const built = (id: number, fields: Partial<BuiltCard<Card>> = {}): BuiltCard<Card> => ({ id, price: 30_000, reserved: false, card: `card ${id}`, ...fields });
const fetchCard = async (id: number) => built(id);
const live = (id: number, fields: Partial<LiveCar> = {}): Live => ({ id, status: 'in_stock', reserved: false, price: 30_000, ...fields });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('similar cars controller', () => {
  it('idle, then loading (the placeholders), then up to six cards, not the current car', async () => {
    const states: SimilarState<Card>[] = [];
    const fetchStatuses = vi.fn(async (asked: number[]) => asked.map((id) => live(id)));
    const cardFiles = vi.fn(fetchCard);
    const controller = createSimilarController({ ids, currentId: 3, fetchCard: cardFiles, fetchStatuses });
    expect(controller.getState()).toEqual({ status: 'idle' });
    controller.subscribe((state) => states.push(state));
    await controller.load();
    expect(states).toEqual([{ status: 'loading' }, { status: 'done', cards: ['card 1', 'card 2', 'card 4', 'card 5', 'card 6', 'card 7'] }]);
    // One batch call for the candidates and one card file each, the current car left out of both.
    expect(fetchStatuses).toHaveBeenCalledTimes(1);
    expect(fetchStatuses).toHaveBeenCalledWith([1, 2, 4, 5, 6, 7, 8]);
    expect(cardFiles.mock.calls.map(([id]) => id)).toEqual([1, 2, 4, 5, 6, 7, 8]);
  });

  it('a car sold after the build is not shown', async () => {
    const controller = createSimilarController({
      ids,
      currentId: 99,
      fetchCard,
      fetchStatuses: async (asked) => asked.map((id) => (id === 2 ? live(id, { status: 'sold' }) : live(id))),
    });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', cards: ['card 1', 'card 3', 'card 4', 'card 5', 'card 6', 'card 7'] });
  });

  it("the live price is checked against the card file's price, not the page's build", async () => {
    // Car 1's card file was rebuilt at the new price; car 2's still shows the old one.
    const controller = createSimilarController({
      ids: [1, 2],
      currentId: 99,
      fetchCard: async (id) => built(id, { price: id === 1 ? 28_000 : 30_000 }),
      fetchStatuses: async (asked) => asked.map((id) => live(id, { price: 28_000 })),
    });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', cards: ['card 1'] });
  });

  it('a car whose card file is gone (left stock since this page was built) is skipped', async () => {
    const controller = createSimilarController({ ids: [1, 2, 3], currentId: 99, fetchCard: async (id) => (id === 2 ? null : built(id)) });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', cards: ['card 1', 'card 3'] });
  });

  it('card files failing: logged; the others shown, or failed when none came', async () => {
    const warn = vi.fn();
    const some = createSimilarController({
      ids: [1, 2],
      currentId: 99,
      fetchCard: (id) => (id === 1 ? Promise.reject(new Error('offline')) : fetchCard(id)),
      warn,
    });
    await some.load();
    expect(some.getState()).toEqual({ status: 'done', cards: ['card 2'] });
    expect(warn).toHaveBeenCalledTimes(1);

    const none = createSimilarController({ ids: [1, 2], currentId: 99, fetchCard: () => Promise.reject(new Error('offline')), warn: () => {} });
    await none.load();
    expect(none.getState()).toEqual({ status: 'failed' });
  });

  it('the platform failing: logged, the cars as built', async () => {
    const warn = vi.fn();
    const controller = createSimilarController({
      ids: [1, 2],
      currentId: 99,
      fetchCard,
      fetchStatuses: () => Promise.reject(new Error('down')),
      warn,
    });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', cards: ['card 1', 'card 2'] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('without a platform API: the cars as built, no status asked', async () => {
    const controller = createSimilarController({ ids: [1, 2], currentId: 99, fetchCard });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', cards: ['card 1', 'card 2'] });
  });

  it("an earlier load's late answer is ignored", async () => {
    const first = deferred<Live[]>();
    const second = deferred<Live[]>();
    const replies = [first.promise, second.promise];
    const controller = createSimilarController({ ids: [1, 2, 3], currentId: 99, fetchCard, fetchStatuses: () => replies.shift()! });
    const states: SimilarState<Card>[] = [];
    controller.subscribe((state) => states.push(state));
    const a = controller.load();
    const b = controller.load();
    second.resolve([live(1), live(2), live(3)]);
    await b;
    first.resolve([live(1, { status: 'sold' }), live(2), live(3)]);
    await a;
    expect(controller.getState()).toEqual({ status: 'done', cards: ['card 1', 'card 2', 'card 3'] });
    expect(states.filter((state) => state.status === 'done')).toHaveLength(1);
  });

  it('unsubscribing stops the updates', async () => {
    const controller = createSimilarController({ ids, currentId: 99, fetchCard });
    const listener = vi.fn();
    const stop = controller.subscribe(listener);
    stop();
    await controller.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
