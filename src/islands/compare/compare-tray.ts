import { compare } from '../../stores/compare.ts';
import { COMPARE_BUTTON, COMPARE_KEY, COMPARE_PATH, trayView, type CompareController, type ComparedCar, type CompareState } from './compare-controller.ts';

/**
 * The compare tray and the cards' toggles, bound to the compare controller: loaded by the cards'
 * loader (compare-loader.ts) on the first toggle, or at once where a stored choice exists. Plain DOM,
 * so it serves static cards (home rows) and the search island's cards alike: it owns only the
 * toggles' aria-pressed (the card renders it false), never their text, so React's cards stay React's.
 */

/** The car of a toggle: its id from the button, its name and link from the card's heading (no copies in the markup). */
export function carOfButton(button: HTMLElement): ComparedCar | undefined {
  const id = Number(button.dataset.compareId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const link = button.closest('.vehicle-card')?.querySelector<HTMLAnchorElement>('.vehicle-card__name a');
  return { id, name: link?.textContent?.trim() ?? '', href: link?.getAttribute('href') ?? '' };
}

/** Every toggle on the page says whether its car is chosen. */
export function syncToggles(root: ParentNode, controller: Pick<CompareController, 'has'>): void {
  for (const button of root.querySelectorAll<HTMLElement>(COMPARE_BUTTON)) {
    const pressed = String(controller.has(Number(button.dataset.compareId)));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

interface Tray {
  host: HTMLElement;
  render(state: CompareState): void;
  announce(message: string): void;
}

function buildTray(doc: Document, controller: CompareController): Tray {
  const host = element(doc, 'div', 'compare-tray-host');
  // Outside the tray, so it still speaks when the tray hides (the list cleared).
  const status = element(doc, 'p', 'visually-hidden');
  status.setAttribute('role', 'status');
  const tray = element(doc, 'section', 'compare-tray');
  tray.dataset.testid = 'compare-tray';
  tray.setAttribute('aria-labelledby', 'compare-tray-title');
  const heading = element(doc, 'h2', 'compare-tray__title');
  heading.id = 'compare-tray-title';
  heading.tabIndex = -1;
  const list = element(doc, 'ul', 'compare-tray__cars');
  const notice = element(doc, 'p', 'compare-tray__notice');
  notice.setAttribute('role', 'alert');
  const actions = element(doc, 'div', 'compare-tray__actions');
  const link = element(doc, 'a', 'btn compare-tray__go', 'Compare now');
  link.href = COMPARE_PATH;
  const clear = element(doc, 'button', 'btn btn--ghost compare-tray__clear', 'Clear');
  clear.type = 'button';
  clear.addEventListener('click', () => {
    controller.clear();
    announce('Compare list cleared');
  });
  actions.append(link, clear);
  tray.append(heading, list, notice, actions);
  host.append(status, tray);

  function announce(message: string): void {
    status.textContent = message;
  }

  function render(state: CompareState): void {
    const view = trayView(state, controller.limit);
    tray.hidden = view.hidden;
    // The page's end (pagination, footer) scrolls clear of the fixed tray.
    doc.body.classList.toggle('has-compare-tray', !view.hidden);
    heading.textContent = view.heading;
    notice.textContent = view.notice;
    notice.hidden = view.notice === '';
    link.hidden = !view.canCompare;
    list.replaceChildren(
      ...view.cars.map((car) => {
        const item = element(doc, 'li', 'compare-tray__car');
        const name = car.href ? element(doc, 'a', 'compare-tray__name', car.label) : element(doc, 'span', 'compare-tray__name', car.label);
        if (name instanceof HTMLAnchorElement) name.href = car.href;
        const remove = element(doc, 'button', 'compare-tray__remove');
        remove.type = 'button';
        remove.setAttribute('aria-label', `Remove ${car.label} from compare`);
        remove.textContent = '×';
        remove.addEventListener('click', () => {
          controller.remove(car.id);
          announce(`${car.label} removed from compare`);
          // The button is gone: keep the keyboard in the tray.
          (list.querySelector<HTMLElement>('.compare-tray__remove') ?? heading).focus();
        });
        item.append(name, remove);
        return item;
      }),
    );
  }

  return { host, render, announce };
}

export function startCompareTray(doc: Document, controller: CompareController = compare): { toggle(button: HTMLElement): void } {
  controller.load();
  const tray = buildTray(doc, controller);
  doc.body.append(tray.host);
  controller.$state.subscribe((state) => {
    tray.render(state);
    syncToggles(doc, controller);
  });
  // Cards the search island renders later (another page of results) show their state too.
  new MutationObserver(() => syncToggles(doc, controller)).observe(doc.body, { childList: true, subtree: true });
  doc.defaultView?.addEventListener('storage', (event) => {
    if (event.key === COMPARE_KEY) controller.load();
  });
  return {
    toggle(button) {
      const car = carOfButton(button);
      if (!car) return;
      const next = controller.toggle(car);
      const label = car.name || `Car ${car.id}`;
      if (!next.full) tray.announce(controller.has(car.id) ? `${label} added to compare` : `${label} removed from compare`);
    },
  };
}
