import { formatNumber } from '../../domain/format.ts';
import { SALES_COUNTER_REFRESH_MS, salesCount } from '../../domain/sales-counter.ts';

/** The formula counter (spec 02 §9) follows the shopper's clock: now, then every 150,000 ms. */
export function bindSalesCounter(): void {
  const values = [...document.querySelectorAll<HTMLElement>('[data-sales-counter="formula"] .sales-counter__value')];
  if (values.length === 0) return;
  const update = () => {
    const text = formatNumber(salesCount(new Date()));
    for (const value of values) value.textContent = text;
  };
  update();
  window.setInterval(update, SALES_COUNTER_REFRESH_MS);
}
