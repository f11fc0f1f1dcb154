import type { OpenNowProps } from '../../site/dealer/locations.ts';
import { openNowState } from './open-now-status.ts';
import { OpenNowView } from './OpenNowView.tsx';
import { useNow } from './use-now.ts';

const REFRESH_MS = 60_000;

/** "Open now · closes at 6pm", computed in the shopper's browser in the location's time zone. */
export default function OpenNowIsland(props: OpenNowProps & { showToday?: boolean }) {
  const now = useNow(REFRESH_MS);
  return <OpenNowView state={now ? openNowState(props, now) : undefined} showToday={props.showToday ?? false} />;
}
