import type { AuState } from '../../../domain/on-road/kinds.ts';
import type { DriveAwayBrowserInput } from '../../../site/vehicle/drive-away.ts';

/** The shopper's state, remembered across cars and visits on this dealer's site. */
export const DRIVE_AWAY_STATE_KEY = 'forecourt:drive-away-state';

/**
 * Lets the shopper estimate for another state. The build's HTML already holds the estimate for the
 * car's state, so nothing loads unless the shopper picks another state now or did on an earlier visit;
 * then the calculator and the rate table (a few KB) are imported and the block is redrawn.
 */
export function bindDriveAway(block: HTMLElement): void {
  const select = block.querySelector<HTMLSelectElement>('select[data-drive-away-state]');
  if (!select || !block.dataset.driveAway) return;
  const input = JSON.parse(block.dataset.driveAway) as DriveAwayBrowserInput;
  const states = new Set([...select.options].map((option) => option.value));

  const show = async (state: string) => {
    if (!states.has(state)) return;
    const { renderDriveAway } = await import('./render-drive-away.ts');
    renderDriveAway(block, input, state as AuState);
  };

  const remembered = readState();
  // A state picked before this ran (or restored by the browser on back) wins over the remembered one.
  const initial = select.value !== input.defaultState ? select.value : remembered;
  if (initial && initial !== input.defaultState && states.has(initial)) {
    select.value = initial;
    void show(initial);
  }
  select.addEventListener('change', () => {
    writeState(select.value);
    void show(select.value);
  });
}

function readState(): string | null {
  try {
    return localStorage.getItem(DRIVE_AWAY_STATE_KEY);
  } catch {
    return null; // storage blocked: the dealer's state it is
  }
}

function writeState(state: string): void {
  try {
    localStorage.setItem(DRIVE_AWAY_STATE_KEY, state);
  } catch {
    // storage blocked or full: the choice lasts for this page only
  }
}
