import { similarCardPath } from '../../../domain/similar-card-path.ts';
import type { BuiltCard } from './similar-controller.ts';

/**
 * A similar car's card file (`/cards/<id>.html`, the build's own markup), parsed into inert nodes —
 * DOMParser runs no script — ready to adopt into the page. Null when the site no longer has the car;
 * any other failure is thrown, for the controller to log.
 */
export async function fetchSimilarCard(id: number): Promise<BuiltCard<HTMLLIElement> | null> {
  const response = await fetch(similarCardPath(id));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${similarCardPath(id)}: HTTP ${response.status}`);
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  const item = parsed.querySelector<HTMLLIElement>('li[data-car-id]');
  if (!item || Number(item.dataset.carId) !== id) throw new Error(`${similarCardPath(id)}: not the card of car ${id}`);
  return { id, price: Number(item.dataset.price), reserved: item.dataset.reserved === '1', card: item };
}
