import type { PlatformSettings } from '../../../site/vehicle/live.ts';
import { PriceGaugeView } from './PriceGaugeView.tsx';
import { useAnimatedFill, usePriceComparison } from './usePriceComparison.ts';

interface Props {
  api: PlatformSettings;
  slug: string;
}

/**
 * Price-comparison island glue. Until the data says the gauge may show, the island is an empty,
 * zero-height anchor (something for client:visible to watch): most cars never show the gauge, so
 * reserving space and then collapsing it shifted the page; the page hydrates it well before it
 * scrolls into view, so a gauge that does show usually opens off screen.
 */
export default function PriceGaugeIsland({ api, slug }: Props) {
  const state = usePriceComparison(api, slug);
  const fill = useAnimatedFill(state.status === 'shown' ? state.data.fill : undefined);
  if (state.status !== 'shown') return <div className="price-comparison__anchor" />;
  return (
    <section className="section price-comparison" aria-labelledby="price-comparison-title">
      <h2 id="price-comparison-title">Price comparison</h2>
      <PriceGaugeView data={state.data} fill={fill} />
    </section>
  );
}
