import { fetchLiveCards } from '../../search/fetch-live-cards.ts';
import type { SimilarBlockData } from '../../../site/vehicle/similar.ts';
import { fetchSimilarCard } from './fetch-similar-card.ts';
import { createSimilarController, type SimilarState } from './similar-controller.ts';

/**
 * Loaded when the similar cars block comes near (bind-similar.ts): fetches the cars' card files and
 * asks the platform for their live status (the search cards' batch call), then swaps the six
 * placeholders for the cars still in stock. The page names the cars by id only: their cards live in
 * one shared file per car, so the page carries no cards, no prices of other cars and no renderer.
 */
export function showSimilar(section: HTMLElement): Promise<void> {
  const data = JSON.parse(section.dataset.similar ?? 'null') as SimilarBlockData | null;
  if (!data) return Promise.resolve();
  const api = data.api;
  const controller = createSimilarController<HTMLLIElement>({
    ids: data.cars,
    currentId: data.carId,
    fetchCard: fetchSimilarCard,
    fetchStatuses: api ? (ids) => fetchLiveCards(api, ids) : undefined,
  });
  controller.subscribe((state) => render(section, state, data));
  return controller.load();
}

function render(section: HTMLElement, state: SimilarState<HTMLLIElement>, data: SimilarBlockData): void {
  if (state.status !== 'done' && state.status !== 'failed') return;
  const placeholders = section.querySelector('[aria-busy]');
  if (!placeholders) return;
  if (state.status === 'done' && state.cards.length > 0) {
    const list = document.createElement('ul');
    list.className = placeholders.className;
    for (const card of state.cards) list.append(document.adoptNode(card));
    return placeholders.replaceWith(list);
  }
  // Spec 01 §8: a failure is logged and the shopper gets a filtered search instead.
  const message = document.createElement('p');
  message.className = 'muted';
  message.dataset.testid = state.status === 'failed' ? 'similar-failed' : 'similar-none';
  message.textContent = state.status === 'failed' ? `Similar ${data.noun} could not be loaded right now. ` : `No similar ${data.noun} in stock right now. `;
  const more = document.createElement('a');
  more.href = data.more;
  more.textContent = `Browse all ${data.noun}`;
  message.append(more);
  placeholders.replaceWith(message);
}
