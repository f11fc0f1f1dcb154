import type { SimilarCarsProps } from '../../../site/vehicle/similar.ts';
import { SimilarCarsView } from './SimilarCarsView.tsx';
import { useSimilarCars } from './useSimilarCars.ts';

interface Props {
  similar: SimilarCarsProps;
  noun: string;
  moreHref: string;
}

/**
 * Similar cars island glue. Hydrated 500 px before it scrolls into view; until then (and while a live
 * search runs) the server-rendered six placeholders hold the space.
 */
export default function SimilarCarsIsland({ similar, noun, moreHref }: Props) {
  const state = useSimilarCars(similar);
  return <SimilarCarsView cards={state.status === 'done' ? state.cards : null} noun={noun} moreHref={moreHref} />;
}
