import { fetchLiveCards } from '../../search/fetch-live-cards.ts';
import type { SimilarBlockData } from '../../../site/vehicle/similar.ts';
import { createSimilarController } from './similar-controller.ts';

/**
 * Loaded when the similar cars block comes near (bind-similar.ts): asks the platform for the cars'
 * live status (the search cards' batch call) and swaps the six placeholders for the cars still in
 * stock. Their cards are the build's own markup, kept once in the block's <noscript> (what crawlers
 * and visitors without JavaScript read), so the page carries no second copy and no card renderer.
 */
export function showSimilar(section: HTMLElement): Promise<void> {
  const data = JSON.parse(section.dataset.similar ?? 'null') as SimilarBlockData | null;
  if (!data) return Promise.resolve();
  const api = data.api;
  const controller = createSimilarController({
    candidates: data.cars.map(([id, price, reserved]) => ({ id, price, reserved: reserved === 1 })),
    currentId: data.carId,
    fetchStatuses: api ? (ids) => fetchLiveCards(api, ids) : undefined,
  });
  controller.subscribe((state) => {
    if (state.status === 'done') render(section, state.ids, data.noun);
  });
  return controller.load();
}

function render(section: HTMLElement, ids: readonly number[], noun: string): void {
  const placeholders = section.querySelector('[aria-busy]');
  if (!placeholders) return;
  // Scripting on, a <noscript>'s content is text: parsed here into inert nodes (no script runs).
  const markup = section.querySelector('noscript')?.textContent ?? '';
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  const cards = new Map([...parsed.querySelectorAll<HTMLElement>('li[data-car-id]')].map((li) => [Number(li.dataset.carId), li]));
  const list = document.createElement('ul');
  list.className = placeholders.className;
  for (const id of ids) {
    const card = cards.get(id);
    if (card) list.append(document.adoptNode(card));
  }
  if (list.childElementCount > 0) return placeholders.replaceWith(list);
  const none = document.createElement('p');
  none.className = 'muted';
  none.textContent = `No similar ${noun} in stock right now.`;
  placeholders.replaceWith(none);
}
