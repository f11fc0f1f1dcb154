import { memo, useEffect, useState } from 'react';
import { isFullRange, moveThumb, parseRangeParam, type SliderBounds, type SliderValue } from '../../domain/slider.ts';
import type { NumericRange } from '../../search/query/search-state.ts';
import { formatRange } from '../../search/query/url-codec.ts';
import { useDebouncedCallback } from './useDebounced.ts';

export const SLIDER_DEBOUNCE_MS = 400;

interface Props {
  param: string;
  label: string;
  bounds: SliderBounds;
  /** The refinement in the URL, if any. */
  value: NumericRange | undefined;
  onCommit: (param: string, range: NumericRange | undefined) => void;
  format: (value: number) => string;
}

function fromRefinement(value: NumericRange | undefined, bounds: SliderBounds): SliderValue {
  return value ? parseRangeParam(formatRange(value), bounds) : { min: bounds.min, max: bounds.max };
}

/**
 * Price / km range slider (spec 01 §5): snaps to 1000, thumbs never cross, commits 400 ms after the last
 * move as 'min:max' (or clears the refinement when both thumbs sit at the ends). Re-rendered only when
 * its own bounds or refinement change (see sameProps).
 */
export const RangeSlider = memo(function RangeSlider({ param, label, bounds, value, onCommit, format }: Props) {
  const [local, setLocal] = useState<SliderValue>(() => fromRefinement(value, bounds));
  const commit = useDebouncedCallback((next: SliderValue) => {
    onCommit(param, isFullRange(next, bounds) ? undefined : { min: next.min, max: next.max });
  }, SLIDER_DEBOUNCE_MS);

  // Re-sync when the URL changes the refinement (cleared, back/forward) or the bounds move.
  const { cancel } = commit;
  useEffect(() => {
    cancel();
    setLocal(fromRefinement(value, bounds));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: the parent passes new objects every render
  }, [value?.min, value?.max, bounds.min, bounds.max, bounds.step, cancel]);

  const move = (thumb: 'min' | 'max', raw: number) => {
    const next = moveThumb(local, thumb, raw, bounds);
    setLocal(next);
    commit.call(next);
  };

  const span = bounds.max - bounds.min || 1;
  // The browser's grid is the snap grid (sliderBounds: ends on multiples of the snap, step = snap), so
  // a key or a drag gives the value the label and the URL say; moveThumb only clamps the other thumb.
  const left = ((local.min - bounds.min) / span) * 100;
  const right = ((local.max - bounds.min) / span) * 100;
  const disabled = bounds.max <= bounds.min;

  return (
    <fieldset className="range-slider" data-testid={`range-${param}`}>
      <legend className="refinement__legend">{label}</legend>
      <p className="range-slider__values" aria-hidden="true">
        {format(local.min)} – {format(local.max)}
      </p>
      <div className="range-slider__track" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        <input
          type="range"
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={format(local.min)}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={local.min}
          disabled={disabled}
          onChange={(event) => move('min', Number(event.target.value))}
        />
        <input
          type="range"
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={format(local.max)}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={local.max}
          disabled={disabled}
          onChange={(event) => move('max', Number(event.target.value))}
        />
      </div>
    </fieldset>
  );
}, sameProps);

/**
 * Equal by value: the search view builds new bounds objects every render. `format` is not compared: it
 * is a function of the field (the param), which a slider keeps for its life.
 */
function sameProps(a: Props, b: Props): boolean {
  return (
    a.param === b.param &&
    a.label === b.label &&
    a.onCommit === b.onCommit &&
    a.bounds.min === b.bounds.min &&
    a.bounds.max === b.bounds.max &&
    a.bounds.step === b.bounds.step &&
    a.bounds.snap === b.bounds.snap &&
    a.value?.min === b.value?.min &&
    a.value?.max === b.value?.max
  );
}
