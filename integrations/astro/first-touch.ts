/**
 * What the shopper did to an island while its script loaded, and how to do it again once React is live
 * (the `client:interaction` directive, client-interaction.ts). Every island that hydrates on interaction
 * goes through this one recorder, so its first tap, click, key or change takes effect exactly once:
 *
 * - a click (tap, or Enter/Space on a button) is held back from the server-rendered markup (which has no
 *   handlers) and from React while it hydrates, then clicked again on the live element;
 * - what was typed or chosen in a field stays in the field and is handed to React as a change it sees;
 * - Enter in a field, and leaving a typed field, are replayed too: calculators commit a number on
 *   Enter or blur, and forms submit on Enter.
 *
 * Clicks on fields and labels keep their native effect (focus, caret, ticking) and are replayed as the
 * field's value; links need no script (a replayed click would lose the gesture a new tab needs).
 */

export const FIELDS = 'input, textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Element): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** React marks the DOM nodes it has hydrated with its own expando keys. */
const isLive = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps'));

export interface FirstTouch {
  /** Stops recording; call once the island is live. */
  stop(): void;
  /** The elements the replay acts on, as the island holds them now: the replay waits until React has them. */
  targets(): Element[];
  /** Does again, on the live island, what was recorded. */
  replay(): void;
}

/** Where an element sits in the island (index among its elements), to find it again if React re-rendered it. */
function indexIn(island: HTMLElement, element: Element): number {
  return [...island.querySelectorAll('*')].indexOf(element);
}

export function recordFirstTouch(island: HTMLElement): FirstTouch {
  let click: { element: HTMLElement; index: number } | null = null;
  const typed = new Map<number, string | boolean>();
  const entered = new Set<number>();
  const fieldIndex = (field: Element) => [...island.querySelectorAll(FIELDS)].indexOf(field);

  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.matches(FIELDS) || target.closest('label, a[href]')) return;
    // Only the first click is the shopper's intent; a second tap on a dead button is the same wish.
    if (!click) click = { element: target, index: indexIn(island, target) };
    event.preventDefault();
    // React's own listener on the island must not also act on it while it hydrates: replayed once, below.
    event.stopImmediatePropagation();
  };
  const onField = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(FIELDS)) return;
    const index = fieldIndex(target);
    if (index >= 0) typed.set(index, isCheckable(target) ? target.checked : (target as Field).value);
    event.stopImmediatePropagation();
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLElement) || !target.matches('input, select')) return;
    const index = fieldIndex(target);
    if (index < 0) return;
    entered.add(index);
    // No native form submission from the server-rendered form: the live form submits it, once.
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const listeners: Array<[string, EventListener]> = [
    ['click', onClick],
    ['input', onField],
    ['change', onField],
    ['keydown', onKey as EventListener],
  ];
  for (const [type, listener] of listeners) island.addEventListener(type, listener, { capture: true });
  const clicked = () => (click && (click.element.isConnected ? click.element : island.querySelectorAll<HTMLElement>('*')[click.index])) || undefined;

  return {
    stop() {
      for (const [type, listener] of listeners) island.removeEventListener(type, listener, { capture: true });
    },
    targets() {
      const fields = [...island.querySelectorAll(FIELDS)];
      return [...typed.keys(), ...entered]
        .map((index) => fields[index])
        .concat(clicked())
        .filter((element): element is Element => element !== undefined);
    },
    replay() {
      const fields = [...island.querySelectorAll<Field>(FIELDS)];
      for (const [index, value] of typed) {
        const field = fields[index];
        if (field) replayField(field, value);
      }
      for (const index of typed.keys()) {
        const field = fields[index];
        // Left before React could see it go: calculators commit on blur.
        if (field && !isCheckable(field) && field !== document.activeElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
      for (const index of entered) {
        const field = fields[index];
        if (!field) continue;
        const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
        // A synthetic Enter has no default action: submit the form as the browser would have.
        if (field.dispatchEvent(enter) && field.form && field instanceof HTMLInputElement) field.form.requestSubmit();
      }
      clicked()?.click();
    },
  };
}

/**
 * Hands a field's early value to React as a change: React tracks each field's last value, so the value is
 * first set back (through the element's own, tracked setter) to its other state, then changed the way
 * the shopper did — typed text through the prototype's setter and an input event, a box by a click.
 */
function replayField(field: Field, value: string | boolean): void {
  if (isCheckable(field)) {
    field.checked = !value;
    field.click();
    return;
  }
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Whether React has hydrated this element, or it is markup React does not manage (raw HTML inside a
 * React element). React hydrates bottom-up, so a hydrated ancestor means its React children are too.
 */
function hydrated(element: Element, island: Element): boolean {
  for (let node: Element | null = element; node && node !== island; node = node.parentElement) if (isLive(node)) return true;
  return false;
}

interface ReactRootMark {
  stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
}

/**
 * Whether React has committed the island's hydration (React keeps its root on the container, the
 * <astro-island>). Until then an event makes React restart hydration synchronously, reading each field
 * from the DOM again, after the event's own change: a replayed tap would set the field and React would
 * take it as the server's value, never as a change.
 */
function committed(island: Element): boolean {
  const key = Object.keys(island).find((name) => name.startsWith('__reactContainer'));
  const root = key ? (island as unknown as Record<string, ReactRootMark>)[key] : undefined;
  return root?.stateNode?.current?.memoizedState?.isDehydrated !== true;
}

const nextFrame = () => new Promise<unknown>((resolve) => requestAnimationFrame(resolve));

/**
 * Astro's hydrate() returns once React has been asked to hydrate; React hydrates in a transition, a
 * slice per frame, so the island becomes live over several frames. Waits until React has committed it
 * and holds the island's first control and every element the replay acts on: a field replayed too early
 * keeps the shopper's value on screen while React's state never hears of it (a radio checked Monthly
 * beside a weekly figure). At most `frames` frames (~10 s), for renderers without React's marks.
 */
export async function islandLive(island: HTMLElement, targets: () => readonly Element[] = () => [], frame = nextFrame, frames = 600): Promise<void> {
  for (let count = 0; count < frames; count++) {
    const first = island.querySelector(`${FIELDS}, button, a, [tabindex]`) ?? island.firstElementChild;
    if (!first || (committed(island) && [first, ...targets()].every((element) => hydrated(element, island)))) return;
    await frame();
  }
}
