import { describe, expect, it, vi } from 'vitest';
import type { LiveCar } from '../../../domain/live-status.ts';
import { createSimilarController, type SimilarState } from './similar-controller.ts';

type Live = LiveCar & { id: number };
const candidates = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, price: 30_000, reserved: false }));
const live = (id: number, fields: Partial<LiveCar> = {}): Live => ({ id, status: 'in_stock', reserved: false, price: 30_000, ...fields });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('similar cars controller', () => {
  it('idle, then loading (the placeholders), then up to six cars, not the current one', async () => {
    const states: SimilarState[] = [];
    const fetchStatuses = vi.fn(async (ids: number[]) => ids.map((id) => live(id)));
    const controller = createSimilarController({ candidates, currentId: 3, fetchStatuses });
    expect(controller.getState()).toEqual({ status: 'idle' });
    controller.subscribe((state) => states.push(state));
    await controller.load();
    expect(states).toEqual([{ status: 'loading' }, { status: 'done', ids: [1, 2, 4, 5, 6, 7] }]);
    // One batch call for the candidates, the current car left out of it.
    expect(fetchStatuses).toHaveBeenCalledTimes(1);
    expect(fetchStatuses).toHaveBeenCalledWith([1, 2, 4, 5, 6, 7, 8]);
  });

  it('a car sold after the build is not shown', async () => {
    const controller = createSimilarController({
      candidates,
      currentId: 99,
      fetchStatuses: async (ids) => ids.map((id) => (id === 2 ? live(id, { status: 'sold' }) : live(id))),
    });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', ids: [1, 3, 4, 5, 6, 7] });
  });

  it('the platform failing: logged, the cars as built', async () => {
    const warn = vi.fn();
    const controller = createSimilarController({
      candidates: candidates.slice(0, 2),
      currentId: 99,
      fetchStatuses: () => Promise.reject(new Error('down')),
      warn,
    });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', ids: [1, 2] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('without a platform API: the cars as built, nothing asked', async () => {
    const controller = createSimilarController({ candidates: candidates.slice(0, 2), currentId: 99 });
    await controller.load();
    expect(controller.getState()).toEqual({ status: 'done', ids: [1, 2] });
  });

  it("an earlier load's late answer is ignored", async () => {
    const first = deferred<Live[]>();
    const second = deferred<Live[]>();
    const replies = [first.promise, second.promise];
    const controller = createSimilarController({ candidates: candidates.slice(0, 3), currentId: 99, fetchStatuses: () => replies.shift()! });
    const states: SimilarState[] = [];
    controller.subscribe((state) => states.push(state));
    const a = controller.load();
    const b = controller.load();
    second.resolve([live(1), live(2), live(3)]);
    await b;
    first.resolve([live(1, { status: 'sold' }), live(2), live(3)]);
    await a;
    expect(controller.getState()).toEqual({ status: 'done', ids: [1, 2, 3] });
    expect(states.filter((state) => state.status === 'done')).toHaveLength(1);
  });

  it('unsubscribing stops the updates', async () => {
    const controller = createSimilarController({ candidates, currentId: 99 });
    const listener = vi.fn();
    const stop = controller.subscribe(listener);
    stop();
    await controller.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
