import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'] as const;

/**
 * `client:interaction`: hydrates an island on the shopper's first touch, focus, key or hover on
 * it, so controls near the top of a page (watchlist, share) cost no JavaScript before
 * interaction. A click that lands while the island loads is replayed once it is live.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  let pendingClick: HTMLElement | null = null;
  const rememberClick = (event: Event) => {
    if (event.target instanceof HTMLElement) {
      pendingClick = event.target;
      event.preventDefault();
    }
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    el.addEventListener('click', rememberClick, { capture: true });
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', rememberClick, { capture: true });
    }
    const target = pendingClick;
    pendingClick = null;
    // React re-renders the island's markup in place; click the live element at the same spot.
    if (target) (target.isConnected ? target : el.querySelector<HTMLElement>('button, a'))?.click();
  };
  for (const type of TRIGGERS) el.addEventListener(type, start, { once: true, passive: true });
};

export default interactionDirective;
