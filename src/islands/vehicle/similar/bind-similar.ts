import { VEHICLE_PAGE } from '../../../domain/vehicle-page/constants.ts';

/**
 * Similar cars load when the block comes within 500 px of the viewport (spec 01 §4, §9): until then
 * the page holds six placeholders and none of the code that fills them, so reading the first screen
 * costs nothing; the loader is a few lines and a dynamic import.
 */
export function bindSimilar(section: HTMLElement): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      import('./show-similar.ts').then(({ showSimilar }) => showSimilar(section)).catch((error: unknown) => console.warn('Similar cars unavailable', error));
    },
    { rootMargin: `${VEHICLE_PAGE.similarPreloadPx}px` },
  );
  observer.observe(section);
}
