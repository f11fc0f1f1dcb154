import { formatAud } from '../../../domain/format.ts';
import {
  GAUGE_ANIMATION_MS,
  animatedFill,
  dealLabel,
  fillBand,
  needleDegrees,
  priceComparisonShown,
  type PriceComparison,
} from '../../../domain/vehicle-page/price-comparison.ts';
import type { PlatformSettings } from '../../../site/vehicle/live.ts';

/** How far ahead the gauge asks for its data: it opens only when the data allows, so usually off screen. */
const PRELOAD_MARGIN = '1200px';

/**
 * Price comparison without React: once the anchor (PriceGauge.astro) comes near, fetch the API's
 * comparison; anything short of the spec's conditions keeps the anchor empty (failures are logged).
 */
export function bindPriceGauge(anchor: HTMLElement): void {
  const api = JSON.parse(anchor.dataset.api ?? 'null') as PlatformSettings | null;
  const slug = anchor.dataset.slug;
  if (!api || !slug) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load(anchor, api, slug);
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  observer.observe(anchor);
}

async function load(anchor: HTMLElement, api: PlatformSettings, slug: string): Promise<void> {
  try {
    const { platformClient } = await import('../platform.ts');
    const data = await platformClient(api).getAutogauge(slug);
    if (priceComparisonShown(data)) show(anchor, data);
  } catch (error) {
    console.warn('Price comparison unavailable', error);
  }
}

function show(anchor: HTMLElement, data: PriceComparison): void {
  const template = anchor.querySelector('template');
  if (!template) return;
  const section = (template.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
  const label = dealLabel(data.fill);
  const text = (selector: string, value: string) => {
    const el = section.querySelector(selector);
    if (el) el.textContent = value;
  };
  section.querySelector('.gauge')?.classList.add(`gauge--${fillBand(data.fill)}`);
  section.querySelector('svg')?.setAttribute('aria-label', `${label}: ${data.description}`);
  text('[data-gauge-label]', label);
  text('[data-gauge-description]', data.description);
  text('[data-gauge-min]', formatAud(data.market_range_min));
  text('[data-gauge-price]', formatAud(data.listing_price));
  text('[data-gauge-max]', formatAud(data.market_range_max));
  const source = section.querySelector<HTMLElement>('[data-gauge-source]');
  if (source && data.source) source.textContent = `Source: ${data.source}`;
  else source?.remove();
  const needle = section.querySelector<SVGGElement>('[data-gauge-needle]');
  anchor.replaceWith(section);
  if (needle) animateNeedle(needle, data.fill);
}

/** The needle sweeps to its fill over 2500 ms, or jumps there with prefers-reduced-motion. */
function animateNeedle(needle: SVGGElement, target: number): void {
  needle.style.transformOrigin = needle.dataset.origin ?? '';
  const draw = (fill: number) => {
    needle.style.transform = `rotate(${needleDegrees(fill)}deg)`;
  };
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return draw(target);
  const start = performance.now();
  const step = (time: number) => {
    const elapsed = time - start;
    draw(animatedFill(target, elapsed, false));
    if (elapsed < GAUGE_ANIMATION_MS) requestAnimationFrame(step);
  };
  draw(0);
  requestAnimationFrame(step);
}
