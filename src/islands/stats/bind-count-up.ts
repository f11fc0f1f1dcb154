import { COUNT_UP_MS } from '../../domain/count-up.ts';

/**
 * The stats banner's count-up (spec 01 §9: 2 s): each figure counts from 0 to its value when it
 * scrolls into view. The number itself never changes — it is in the HTML from the build and stays
 * what screen readers and copy-paste get; the counting is a CSS counter drawn over it
 * (`.count-up.is-counting` in global.css). Shoppers who ask for reduced motion see the number only.
 */
export function bindCountUp(scope: ParentNode = document): void {
  const figures = [...scope.querySelectorAll<HTMLElement>('[data-count-up]')];
  if (figures.length === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const figure = entry.target as HTMLElement;
        observer.unobserve(figure);
        figure.style.setProperty('--count-ms', `${COUNT_UP_MS}ms`);
        figure.addEventListener('animationend', () => figure.classList.remove('is-counting'), { once: true });
        figure.classList.add('is-counting');
      }
    },
    { threshold: 0.5 },
  );
  for (const figure of figures) observer.observe(figure);
}
