import { formatNumber } from '../../../domain/format.ts';
import type { PlatformSettings } from '../../../site/vehicle/live.ts';
import { applyLiveStatus, readLivePageData, recheckLiveStatus } from './bind-live-status.ts';

/**
 * The views count: asked once the page is idle after load (or at the shopper's first scroll, tap or key,
 * if sooner), so the platform client (and its reply schemas) never weighs on the first screen, while a
 * shopper who only reads the first screen still sees the car's live status; shown in space the page
 * already reserved, and left hidden on a not-ok reply (spec 01 §7) or any failure. The same reply
 * carries the car's live status, applied to the page (sold, reserved, re-priced since the build) and
 * re-checked while it is open.
 */
export function bindViews(element: HTMLElement): void {
  const api = JSON.parse(element.dataset.api ?? 'null') as PlatformSettings | null;
  const slug = element.dataset.slug;
  const text = element.querySelector<HTMLElement>('[data-views-text]');
  if (!api || !slug || !text) return;
  const load = async () => {
    try {
      const { platformClient } = await import('../platform.ts');
      const client = platformClient(api);
      const reply = await client.getViews(slug, { photosCount: Number(element.dataset.photos ?? 0) });
      if (!reply) return;
      text.textContent = `${formatNumber(reply.views)} ${reply.views === 1 ? 'view' : 'views'}`;
      element.classList.add('is-loaded');
      const sidebar = element.closest<HTMLElement>('[data-live-car]');
      const built = sidebar ? readLivePageData(sidebar) : undefined;
      if (built) {
        const now = applyLiveStatus(document, built, reply.car_fields);
        if (now.available) recheckLiveStatus(document, now, () => client.getCarStatus(slug));
      }
    } catch (error) {
      console.warn('Views count unavailable', error);
    }
  };
  whenIdleOrTouched(() => void load());
}

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
/** The longest a busy page makes the status wait after load. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdleOrTouched(run: () => void): void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, start);
    run();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true });
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
