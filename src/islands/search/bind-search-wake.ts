import { clockMoved, liveMoved, type SearchWakePlan } from '../../site/search/search-wake.ts';
import { fetchLiveCards } from './fetch-live-cards.ts';

/** The event the `client:interaction` directive hydrates an island on (integrations/astro/client-interaction.ts). */
const HYDRATE_EVENT = 'forecourt:hydrate';

/**
 * Wakes the search island before the first touch only when the build's first page is no longer true:
 * a tag or promo tile the shopper's clock ends, or a card sold, reserved or re-priced since the build.
 * The live answer is kept by fetch-live-cards.ts, so the island, once awake, does not ask again.
 */
export async function bindSearchWake(root: Document = document, now: () => Date = () => new Date()): Promise<void> {
  const data = root.querySelector<HTMLScriptElement>('script[data-search-wake]');
  const island = root.querySelector('.search-page')?.closest('astro-island');
  if (!data?.textContent || !island) return;
  const plan = JSON.parse(data.textContent) as SearchWakePlan;
  const wake = () => island.dispatchEvent(new Event(HYDRATE_EVENT));
  if (clockMoved(plan, now())) {
    wake();
    return;
  }
  if (!plan.site || plan.cards.length === 0) return;
  try {
    const live = await fetchLiveCards(
      plan.site,
      plan.cards.map((card) => card.id),
    );
    if (liveMoved(plan, live)) wake();
  } catch (error) {
    // The cards stay as built, as they do when the island's own request fails.
    console.warn('Live status of the cards unavailable', error);
  }
}
