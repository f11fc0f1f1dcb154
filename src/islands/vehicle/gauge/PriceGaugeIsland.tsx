import type { PlatformSettings } from '../../../site/vehicle/live.ts';
import { PriceGaugeView } from './PriceGaugeView.tsx';
import { useAnimatedFill, usePriceComparison } from './usePriceComparison.ts';

interface Props {
  api: PlatformSettings;
  slug: string;
}

/**
 * Price-comparison island glue. The section keeps its space while loading (no layout shift when the
 * gauge arrives) and collapses only when there is nothing to show.
 */
export default function PriceGaugeIsland({ api, slug }: Props) {
  const state = usePriceComparison(api, slug);
  const fill = useAnimatedFill(state.status === 'shown' ? state.data.fill : undefined);
  if (state.status === 'hidden') return null;
  return (
    <section className="section price-comparison" aria-labelledby="price-comparison-title">
      <h2 id="price-comparison-title">Price comparison</h2>
      {state.status === 'shown' ? <PriceGaugeView data={state.data} fill={fill} /> : <div className="gauge gauge--loading" aria-busy="true">Checking market prices…</div>}
    </section>
  );
}
