import type { ClientDirective } from 'astro';
import { adoptDealerWide, dealerWideFileOf } from './dealer-wide-file.ts';
import { islandLive, recordFirstTouch } from './first-touch.ts';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'] as const;

/**
 * Options for islands whose first render depends on the visit, so they never sit half-filled waiting
 * for a touch: they hydrate at once when the page URL carries one of `withQuery` (`true`: any query), e.g.
 * the car an enquiry is about, or when localStorage holds one of `withStored`, e.g. a journey to resume.
 * Without either, they wait for the first touch like any interaction island.
 */
export interface InteractionOptions {
  withQuery?: readonly string[] | true;
  withStored?: readonly string[];
  /** The same in sessionStorage (this tab): e.g. a save asked for before signing in, done on return. */
  withTabStored?: readonly string[];
  /** The island's dealer-wide props file (src/islands/shared/dealer-wide-props.ts), fetched before it hydrates. */
  dealerWide?: string;
}

type Store = Pick<Storage, 'getItem'> | null;

export function hydratesAtOnce(options: unknown, search: string, storage: Store, tabStorage: Store = null): boolean {
  const { withQuery, withStored, withTabStored } = (typeof options === 'object' && options !== null ? options : {}) as InteractionOptions;
  const query = new URLSearchParams(search);
  if (withQuery === true ? query.size > 0 : withQuery?.some((name) => query.has(name))) return true;
  if (tabStorage && withTabStored?.some((key) => tabStorage.getItem(key) !== null)) return true;
  return Boolean(storage && withStored?.some((key) => storage.getItem(key) !== null));
}

/** A browser storage, unless the browser refuses it (privacy modes, sandboxed frames). */
function store(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/**
 * `client:interaction`: hydrates an island on the shopper's first touch, focus, key or hover on
 * it, so controls below the fold or in a first screen (calculators, quick search, watchlist) cost no
 * JavaScript while the shopper reads. What the shopper does while it loads — a tap, a click, a key,
 * typing, a choice — is recorded and done again, once, on the live island (first-touch.ts).
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  // A listener returns nothing: the hydration's promise is handled inside start().
  const trigger = () => void start();
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, trigger);
    const touch = recordFirstTouch(el);
    try {
      const file = dealerWideFileOf(options.value);
      if (file) await adoptDealerWide(el, file);
      const hydrate = await load();
      await hydrate();
      await islandLive(el, touch.targets);
    } finally {
      touch.stop();
    }
    touch.replay();
  };
  for (const type of TRIGGERS) el.addEventListener(type, trigger, { once: true, passive: true });
  // Another script may ask for the island to go live now (a live price change for a calculator).
  el.addEventListener('forecourt:hydrate', trigger, { once: true });
  if (hydratesAtOnce(options.value, location.search, store('localStorage'), store('sessionStorage'))) void start();
};

export default interactionDirective;
