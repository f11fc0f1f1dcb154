/** Search range sliders for price and km (spec 01 §5 "Range sliders", §9). */

export const SLIDER_SNAP = 1000;
export const DEFAULT_SLIDER_MAX = 100_000;

export interface SliderBounds {
  /** The ends, on multiples of `snap`: the cheapest car's price rounded down, the dearest's rounded up. */
  min: number;
  max: number;
  /** What one keyboard step or the drag moves: the snap itself, so the browser's grid is the snap grid. */
  step: number;
  /** Values snap to multiples of this (1000 unless the field says otherwise, e.g. weekly repayments). */
  snap: number;
}

export interface SliderValue {
  min: number;
  max: number;
}

/**
 * Bounds from the engine's facet stats. Missing or non-positive stats fall back to 0..100000.
 *
 * Step and snap agree: spec 01 §5 puts the step at a hundredth of the range, rounded, and §9 rounds
 * it to 1000 — a step of a hundredth (4,990 → 5,840 → …) would put the browser's thumb between the
 * multiples of 1,000 the label and URL say (docs/decisions/0006-slider-step-is-the-snap.md). The step
 * is the snap, and the ends lie on the snap grid (outwards, so a thumb at either end still covers every
 * car), so every value the browser can give, by key or drag, is one the rule keeps.
 */
export function sliderBounds(stats?: { min?: number | null; max?: number | null } | null, grid: number = SLIDER_SNAP): SliderBounds {
  const hasMax = stats?.max != null && Number.isFinite(stats.max) && stats.max > 0;
  const top = hasMax ? stats!.max! : DEFAULT_SLIDER_MAX;
  const rawMin = hasMax ? (stats?.min ?? 0) : 0;
  const bottom = Number.isFinite(rawMin) && rawMin >= 0 && rawMin <= top ? rawMin : 0;
  const min = Math.floor(bottom / grid) * grid;
  const max = Math.ceil(top / grid) * grid;
  return { min, max, step: grid, snap: grid };
}

/** Nearest multiple of the snap, pulled back inside the bounds. */
export function snapSliderValue(value: number, bounds: SliderBounds): number {
  const snapped = snapToGrid(value, bounds.snap);
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
}

/** Nearest multiple of `snap` (spec 01 §5: 1000 for price and km); the URL codec snaps by it too. */
export function snapToGrid(value: number, snap: number = SLIDER_SNAP): number {
  return Math.round(value / snap) * snap;
}

function inside(value: number, bounds: SliderBounds): boolean {
  return Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
}

/**
 * Moves one thumb. A value outside the bounds is ignored (the current value stays);
 * a thumb cannot pass the other one.
 */
export function moveThumb(current: SliderValue, thumb: 'min' | 'max', value: number, bounds: SliderBounds): SliderValue {
  if (!inside(value, bounds)) return current;
  const snapped = snapSliderValue(value, bounds);
  return thumb === 'min' ? { min: Math.min(snapped, current.max), max: current.max } : { min: current.min, max: Math.max(snapped, current.min) };
}

/** The URL value: 'min:max'. */
export function formatRangeParam(value: SliderValue): string {
  return `${value.min}:${value.max}`;
}

/**
 * Reads 'min:max' from the URL into slider values. A side that is missing, not a number or outside
 * the bounds is ignored and the thumb sits at that bound; reversed values are swapped; a side off the
 * snap grid sits on its nearest multiple (the URL codec has already snapped it; this keeps the thumb
 * on the browser's grid whatever the caller passed).
 */
export function parseRangeParam(param: string | null | undefined, bounds: SliderBounds): SliderValue {
  const [rawMin, rawMax] = (param ?? '').split(':');
  const read = (raw: string | undefined, fallback: number) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    return inside(value, bounds) ? snapSliderValue(value, bounds) : fallback;
  };
  const a = read(rawMin, bounds.min);
  const b = read(rawMax, bounds.max);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** True when the value covers the whole range, so no filter needs to go to the URL. */
export function isFullRange(value: SliderValue, bounds: SliderBounds): boolean {
  return value.min <= bounds.min && value.max >= bounds.max;
}
