import { useEffect, useState } from 'react';
import { GAUGE_ANIMATION_MS, animatedFill, priceComparisonShown, type PriceComparison } from '../../../domain/vehicle-page/price-comparison.ts';
import type { PlatformSettings } from '../../../site/vehicle/live.ts';

export type GaugeState = { status: 'loading' } | { status: 'hidden' } | { status: 'shown'; data: PriceComparison };

/** Fetches the price comparison; anything short of the spec's conditions hides the panel (failures are logged). */
export function usePriceComparison(api: PlatformSettings, slug: string): GaugeState {
  const [state, setState] = useState<GaugeState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    import('../platform.ts')
      .then(({ platformClient }) => platformClient(api).getAutogauge(slug))
      .then((data) => {
        if (live) setState(priceComparisonShown(data) ? { status: 'shown', data } : { status: 'hidden' });
      })
      .catch((error: unknown) => {
        console.warn('Price comparison unavailable', error);
        if (live) setState({ status: 'hidden' });
      });
    return () => {
      live = false;
    };
  }, [api, slug]);
  return state;
}

/** The needle's fill over 2500 ms, or at once with prefers-reduced-motion. */
export function useAnimatedFill(target: number | undefined): number {
  const [fill, setFill] = useState(0);
  useEffect(() => {
    if (target === undefined) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return setFill(target);
    const start = performance.now();
    let frame = 0;
    const step = (time: number) => {
      const elapsed = time - start;
      setFill(animatedFill(target, elapsed, false));
      if (elapsed < GAUGE_ANIMATION_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return fill;
}
