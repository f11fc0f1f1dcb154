import { VEHICLE_PAGE } from '../../../domain/vehicle-page/constants.ts';
import { truncate } from '../../../domain/format.ts';
import type { PlatformSettings } from '../../../site/vehicle/live.ts';

/**
 * When the stock feed carried no lender disclaimer, the page shows the dealer's default and asks the
 * platform API for the lender's own text once the disclaimer comes near (spec 01 §7 "Vehicle finance
 * details by id"). Failures keep the default and are only logged.
 */
export function bindFinanceDisclaimer(section: HTMLElement): void {
  const api = JSON.parse(section.dataset.api ?? 'null') as PlatformSettings | null;
  const provider = section.dataset.provider;
  const carId = Number(section.dataset.carId);
  if (!api || !provider || !carId) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load(section, api, provider, carId);
    },
    { rootMargin: '300px' },
  );
  observer.observe(section);
}

async function load(section: HTMLElement, api: PlatformSettings, provider: string, carId: number): Promise<void> {
  try {
    const { platformClient } = await import('../platform.ts');
    const details = await platformClient(api).getFinanceDetails(carId);
    const text = details.lenders[provider]?.disclaimer?.trim();
    if (!text) return;
    const short = section.querySelector<HTMLElement>('.truncated__short');
    const full = section.querySelector<HTMLElement>('.truncated__full, .rich-text');
    if (full) full.textContent = text;
    if (short) short.textContent = truncate(text, VEHICLE_PAGE.disclaimerTruncateAt);
  } catch (error) {
    console.warn('Lender disclaimer unavailable', error);
  }
}
