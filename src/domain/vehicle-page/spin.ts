/**
 * The 360 spin viewer (spec 01 §2 "Gallery", §4 "Gallery", §9 "Spin"): which frame shows while dragging
 * or auto-rotating, which hotspots sit on a frame, and which view opens first.
 */

export const SPIN_PX_PER_FRAME = 20;
export const SPIN_AUTO_ROTATE_MS = 100;

export type MediaView = 'spinner' | 'gallery' | 'interior';

/** Frame index kept inside 0..count-1 whichever way the car was turned. */
export function wrapFrame(frame: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(frame) % count) + count) % count;
}

/**
 * Dragging left turns the car forward one frame per 20 px; partial steps do not move it,
 * so a jittery finger does not flicker between two frames.
 */
export function frameAfterDrag(startFrame: number, dragPx: number, count: number): number {
  return wrapFrame(startFrame - Math.trunc(dragPx / SPIN_PX_PER_FRAME), count);
}

export interface AutoRotation {
  frame: number;
  /** Frames advanced so far; rotation stops after one full turn. */
  steps: number;
}

/** One tick of the auto-rotation (every 100 ms); null once a full turn is done. */
export function autoRotateTick(state: AutoRotation, count: number): AutoRotation | null {
  if (count <= 1 || state.steps >= count) return null;
  return { frame: wrapFrame(state.frame + 1, count), steps: state.steps + 1 };
}

export interface Hotspot {
  id: string;
  description: string;
}
export interface HotspotPosition {
  /** The frame index (angle step) the hotspot is drawn on. */
  activeAngle: number;
  /** Percent of the image width / height. */
  posX: number;
  posY: number;
}
export interface PlacedHotspot extends Hotspot {
  x: number;
  y: number;
}

/**
 * Hotspots drawn on `frame`: those whose position names this frame. An interior panorama has no
 * frames, so pass frame null to get every interior hotspot with a position.
 */
export function hotspotsOnFrame(
  hotspots: readonly Hotspot[],
  positions: Readonly<Record<string, HotspotPosition>>,
  frame: number | null,
  count = 0,
): PlacedHotspot[] {
  const placed: PlacedHotspot[] = [];
  for (const hotspot of hotspots) {
    const position = positions[hotspot.id];
    if (!position) continue;
    if (frame !== null && wrapFrame(position.activeAngle, count) !== frame) continue;
    placed.push({ ...hotspot, x: clampPercent(position.posX), y: clampPercent(position.posY) });
  }
  return placed;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** The first view: the dealer's setting when the car has a spin, otherwise the photo gallery. */
export function initialMediaView(hasSpin: boolean, dealerDefault: 'spinner' | 'gallery'): MediaView {
  return hasSpin && dealerDefault === 'spinner' ? 'spinner' : 'gallery';
}
