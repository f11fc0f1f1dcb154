import { useEffect } from 'react';
import type { OpenNowProps } from '../../site/dealer/locations.ts';
import { bindOpenNow, pendingOpenNowHtml } from './open-now-element.ts';

/**
 * The open-now line inside a React island: React renders the pending line once and never touches its
 * contents again (inner HTML), so the vanilla filler (open-now-element.ts) may fill it before or after
 * the island hydrates without a hydration mismatch.
 */
export function OpenNowSlot({ openNow, showToday = false }: { openNow: OpenNowProps; showToday?: boolean }) {
  useEffect(() => bindOpenNow(), []);
  return (
    <p
      className="open-now open-now--pending"
      data-open-now={JSON.stringify(openNow)}
      data-show-today={showToday ? '' : undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: pendingOpenNowHtml(showToday) }}
    />
  );
}
