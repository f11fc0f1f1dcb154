import { describe, expect, it } from 'vitest';
import { islandLive } from './first-touch.ts';

/** Just enough of a DOM element for islandLive: a parent, and React's mark once "hydrated". */
interface FakeElement {
  parentElement: FakeElement | null;
}
const element = (parent: FakeElement | null): FakeElement => ({ parentElement: parent });
const hydrate = (node: FakeElement) => Object.assign(node, { __reactProps$test: {} });

function island() {
  const root = element(null);
  const firstButton = element(root);
  const form = element(root);
  const monthlyRadio = element(form);
  const rawHtml = element(root);
  const paragraphInRawHtml = element(rawHtml);
  const islandElement = Object.assign(root, { querySelector: () => firstButton, firstElementChild: firstButton });
  return { islandElement, firstButton, form, monthlyRadio, rawHtml, paragraphInRawHtml };
}

/** Counts frames and runs the step planned for each one, as React's hydration slices would. */
function frames(plan: Record<number, () => void>) {
  let count = 0;
  return {
    frame: () => {
      count += 1;
      plan[count]?.();
      return Promise.resolve();
    },
    count: () => count,
  };
}

const asElement = (node: FakeElement) => node as unknown as HTMLElement;

describe('islandLive: the replay waits for React to hold what it acts on', () => {
  it('waits past a hydrated first control until the field the shopper changed is hydrated too', async () => {
    const dom = island();
    hydrate(dom.firstButton);
    const clock = frames({ 3: () => hydrate(dom.monthlyRadio) });
    await islandLive(asElement(dom.islandElement), () => [asElement(dom.monthlyRadio)], clock.frame);
    expect(clock.count()).toBe(3);
  });

  it('waits for the first control when nothing was touched', async () => {
    const dom = island();
    const clock = frames({ 2: () => hydrate(dom.firstButton) });
    await islandLive(asElement(dom.islandElement), () => [], clock.frame);
    expect(clock.count()).toBe(2);
  });

  it('takes markup React does not manage as ready once its React parent is hydrated', async () => {
    const dom = island();
    hydrate(dom.firstButton);
    const clock = frames({ 1: () => hydrate(dom.rawHtml) });
    await islandLive(asElement(dom.islandElement), () => [asElement(dom.paragraphInRawHtml)], clock.frame);
    expect(clock.count()).toBe(1);
  });

  it('asks for the targets again each frame: React may have replaced the element', async () => {
    const dom = island();
    hydrate(dom.firstButton);
    const replaced = element(dom.form);
    let current = dom.monthlyRadio;
    const clock = frames({ 1: () => (current = hydrate(replaced)) });
    await islandLive(asElement(dom.islandElement), () => [asElement(current)], clock.frame);
    expect(clock.count()).toBe(1);
  });

  it('waits until React has committed the hydration, though every element is already hydrated', async () => {
    const dom = island();
    hydrate(dom.firstButton);
    hydrate(dom.monthlyRadio);
    const rootState = { isDehydrated: true };
    Object.assign(dom.islandElement, { __reactContainer$test: { stateNode: { current: { memoizedState: rootState } } } });
    const clock = frames({ 4: () => (rootState.isDehydrated = false) });
    await islandLive(asElement(dom.islandElement), () => [asElement(dom.monthlyRadio)], clock.frame);
    expect(clock.count()).toBe(4);
  });

  it('gives up after the frames it is given, for a renderer without React marks', async () => {
    const dom = island();
    const clock = frames({});
    await islandLive(asElement(dom.islandElement), () => [], clock.frame, 5);
    expect(clock.count()).toBe(5);
  });
});
