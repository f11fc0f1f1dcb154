import { createCompareController, type KeyValueStore } from '../islands/compare/compare-controller.ts';

/**
 * The page's one compare list (src/islands/compare/compare-controller.ts), kept in localStorage: the
 * cards' tray and /compare share it. Loaded only where a shopper compares (lazily on the cards).
 */

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (private modes, cookie settings): the list then lives for the page only.
    return undefined;
  }
}

export const compare = createCompareController(browserStorage);
