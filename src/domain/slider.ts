/** Search range sliders for price and km (spec 01 §5 "Range sliders", §9). */

export const SLIDER_SNAP = 1000;
export const DEFAULT_SLIDER_MAX = 100_000;

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  /** Values snap to multiples of this (1000 unless the field says otherwise, e.g. weekly repayments). */
  snap?: number;
}

export interface SliderValue {
  min: number;
  max: number;
}

/**
 * Bounds from the engine's facet stats. Missing or non-positive stats fall back to 0..100000.
 * Step is a hundredth of the range, rounded (never below 1, so a slider always moves).
 */
export function sliderBounds(stats?: { min?: number | null; max?: number | null } | null, snap?: number): SliderBounds {
  const hasMax = stats?.max != null && stats.max > 0;
  const max = hasMax ? (stats?.max ?? DEFAULT_SLIDER_MAX) : DEFAULT_SLIDER_MAX;
  const rawMin = hasMax ? (stats?.min ?? 0) : 0;
  const min = rawMin >= 0 && rawMin <= max ? rawMin : 0;
  return { min, max, step: Math.max(1, Math.round((max - min) / 100)), ...(snap !== undefined ? { snap } : {}) };
}

/**
 * Nearest multiple of 1000, pulled back inside the bounds (snapping may step outside them).
 * The bounds themselves never snap: a thumb dragged to the end must cover the dearest car.
 */
export function snapSliderValue(value: number, bounds: SliderBounds): number {
  if (value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  const snap = bounds.snap ?? SLIDER_SNAP;
  const snapped = Math.round(value / snap) * snap;
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
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
 * the bounds is ignored and the thumb sits at that bound; reversed values are swapped.
 */
export function parseRangeParam(param: string | null | undefined, bounds: SliderBounds): SliderValue {
  const [rawMin, rawMax] = (param ?? '').split(':');
  const read = (raw: string | undefined, fallback: number) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    return inside(value, bounds) ? value : fallback;
  };
  const a = read(rawMin, bounds.min);
  const b = read(rawMax, bounds.max);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** True when the value covers the whole range, so no filter needs to go to the URL. */
export function isFullRange(value: SliderValue, bounds: SliderBounds): boolean {
  return value.min <= bounds.min && value.max >= bounds.max;
}
