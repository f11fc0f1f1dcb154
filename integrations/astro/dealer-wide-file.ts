/**
 * The browser half of src/islands/shared/dealer-wide-props.ts: before an island whose directive names
 * a dealer-wide file hydrates, the file (Astro's serialised props form, cached by its hashed name) goes
 * into the island's `dealerWide` prop. The island's modules load meanwhile, so the file costs no extra
 * round trip on the first touch.
 */

/** `client:interaction={{ dealerWide: '/props/….json' }}`: the file's path on this site (never another origin's), or null. */
export function dealerWideFileOf(options: unknown): string | null {
  const file = typeof options === 'object' && options !== null ? (options as { dealerWide?: unknown }).dealerWide : undefined;
  return typeof file === 'string' && /^\/(?![/\\])/.test(file) ? file : null;
}

/** The island's serialised props with the file's values as its `dealerWide` prop (0: Astro's plain value). */
export function propsWithDealerWide(props: string | null, file: string): string {
  return JSON.stringify({ ...(props ? (JSON.parse(props) as object) : {}), dealerWide: [0, JSON.parse(file) as unknown] });
}

/**
 * Puts the file into the island's props. Called before the island's hydrator is loaded: Astro's
 * island re-hydrates when its props change, and does nothing while it has no hydrator yet.
 */
export async function adoptDealerWide(el: HTMLElement, path: string): Promise<void> {
  // The same imports Astro's load() makes next: the module map keeps them, so this only starts them early.
  for (const name of ['component-url', 'renderer-url']) {
    const url = el.getAttribute(name);
    if (url) import(/* @vite-ignore */ url).catch(() => undefined);
  }
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  el.setAttribute('props', propsWithDealerWide(el.getAttribute('props'), await response.text()));
}
