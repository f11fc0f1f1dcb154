import { SALES_COUNTER_REFRESH_MS, salesCount } from '../../domain/sales-counter.ts';
import { useNow } from '../locations/use-now.ts';

interface Props {
  noun: string;
}

/** "N cars sold this month": 192 a day plus one per 450 seconds, Brisbane time, refreshed every 150,000 ms. */
export default function SalesCounterIsland({ noun }: Props) {
  const now = useNow(SALES_COUNTER_REFRESH_MS);
  return <SalesCounterView count={now ? salesCount(now) : undefined} noun={noun} />;
}

export function SalesCounterView({ count, noun }: { count?: number | undefined; noun: string }) {
  return (
    <p className="sales-counter" data-testid="sales-counter">
      <span className="sales-counter__value">{count === undefined ? '\u00a0' : count.toLocaleString('en-AU')}</span>{' '}
      <span className="sales-counter__label">{noun} sold this month</span>
    </p>
  );
}
