/**
 * The cards' compare toggles, before any is used: one delegated click listener and a storage check,
 * a few hundred bytes on the pages a shopper reads (the search page's JS budget). The controller and
 * tray (compare-tray.ts) load on the first toggle, which then takes effect once it has, or at once
 * where a stored choice exists, so the tray follows the shopper from page to page.
 */
type Tray = { toggle(button: HTMLElement): void };
// The controller's key and the card's toggle (compare-controller.ts COMPARE_KEY, COMPARE_BUTTON), spelled
// here rather than imported: a shared module would be a chunk of its own on the reading budget.
// tests/e2e/card-compare.spec.ts proves they agree (a stored choice opens the tray; a tap toggles).
const KEY = 'forecourt:compare';
const BUTTON = 'button[data-compare-id]';
let tray: Promise<Tray> | undefined;

const start = () => (tray ??= import('./compare-tray.ts').then((module) => module.startCompareTray(document)));

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
  if (button) void start().then((loaded) => loaded.toggle(button));
});

function hasStoredChoice(): boolean {
  try {
    const raw = localStorage.getItem(KEY);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

if (hasStoredChoice()) void start();
