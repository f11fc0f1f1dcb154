import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'] as const;
const FIELDS = 'input, textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts back what the shopper typed or chose while the island loaded. After hydration React's state still
 * holds the server-rendered value (and may write it back into the field), so early typing would be lost;
 * the dispatched event reaches the field's onChange with what the shopper typed.
 */
function replayFields(island: HTMLElement, typed: Map<number, string | boolean>): void {
  const fields = [...island.querySelectorAll<Field>(FIELDS)];
  for (const [index, value] of typed) {
    const field = fields[index];
    if (!field) continue;
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (checkable) {
      if (field.checked !== value) field.click();
      continue;
    }
    // Hydration may keep the typed text in the DOM while React's state holds the old value: clear through
    // the element's own (tracked) setter, then set the text through the prototype's, so React sees a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** React marks the DOM nodes it has hydrated with its own expando keys. */
const isLive = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps'));

/**
 * Astro's hydrate() returns once React has been asked to hydrate; React hydrates in a transition, so the
 * fields become live a few frames later. Waits for that (at most ~2 s, for renderers without the mark).
 */
async function fieldsLive(island: HTMLElement): Promise<void> {
  for (let frame = 0; frame < 120; frame++) {
    const field = island.querySelector(FIELDS);
    if (!field || isLive(field)) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Options for islands whose first render depends on the visit, so they never sit half-filled waiting
 * for a touch: they hydrate at once when the page URL carries one of `withQuery` (`true`: any query), e.g.
 * the car an enquiry is about, or when localStorage holds one of `withStored`, e.g. a journey to resume.
 * Without either, they wait for the first touch like any interaction island.
 */
export interface InteractionOptions {
  withQuery?: readonly string[] | true;
  withStored?: readonly string[];
}

export function hydratesAtOnce(options: unknown, search: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  const { withQuery, withStored } = (typeof options === 'object' && options !== null ? options : {}) as InteractionOptions;
  const query = new URLSearchParams(search);
  if (withQuery === true ? query.size > 0 : withQuery?.some((name) => query.has(name))) return true;
  return Boolean(storage && withStored?.some((key) => storage.getItem(key) !== null));
}

/** localStorage, unless the browser refuses it (privacy modes, sandboxed frames). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `client:interaction`: hydrates an island on the shopper's first touch, focus, key or hover on
 * it, so controls below the fold or in a first screen (calculators, quick search, watchlist) cost no
 * JavaScript while the shopper reads. A click that lands while the island loads is replayed once it is
 * live, and so is anything typed or chosen in its fields meanwhile.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  let pendingClick: HTMLElement | null = null;
  const typed = new Map<number, string | boolean>();
  const rememberClick = (event: Event) => {
    // Clicks on fields keep their native behaviour (focus, caret, ticking); their values are replayed.
    // Links need no script: a replayed click would have lost the shopper's gesture (a new tab is blocked).
    if (event.target instanceof HTMLElement && !event.target.matches(FIELDS) && !event.target.closest('label, a[href]')) {
      pendingClick = event.target;
      event.preventDefault();
    }
  };
  const rememberField = (event: Event) => {
    const target = event.target as Field;
    if (!(target instanceof HTMLElement) || !target.matches(FIELDS)) return;
    const index = [...el.querySelectorAll(FIELDS)].indexOf(target);
    const checkable = target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
    if (index >= 0) typed.set(index, checkable ? target.checked : target.value);
  };
  // A listener returns nothing: the hydration's promise is handled inside start().
  const trigger = () => void start();
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, trigger);
    el.addEventListener('click', rememberClick, { capture: true });
    el.addEventListener('input', rememberField, { capture: true });
    el.addEventListener('change', rememberField, { capture: true });
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', rememberClick, { capture: true });
      el.removeEventListener('input', rememberField, { capture: true });
      el.removeEventListener('change', rememberField, { capture: true });
    }
    if (typed.size > 0) {
      await fieldsLive(el);
      replayFields(el, typed);
    }
    const target = pendingClick;
    pendingClick = null;
    // React re-renders the island's markup in place; click the live element at the same spot.
    if (target) (target.isConnected ? target : el.querySelector<HTMLElement>('button, a'))?.click();
  };
  for (const type of TRIGGERS) el.addEventListener(type, trigger, { once: true, passive: true });
  if (hydratesAtOnce(options.value, location.search, localStore())) void start();
};

export default interactionDirective;
