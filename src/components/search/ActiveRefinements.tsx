import { memo } from 'react';
import type { RefinementChip } from '../../site/search/summary.ts';

interface Props {
  chips: readonly RefinementChip[];
  onRemove: (chip: RefinementChip) => void;
  onClear: () => void;
}

/** The chosen filters as removable chips, with Clear Filters (re-rendered only when they change). */
export const ActiveRefinements = memo(function ActiveRefinements({ chips, onRemove, onClear }: Props) {
  if (chips.length === 0) return null;
  return (
    <div className="active-refinements">
      <ul aria-label="Chosen filters">
        {chips.map((chip) => (
          <li key={`${chip.param}:${chip.value ?? ''}`}>
            <button type="button" className="chip" onClick={() => onRemove(chip)}>
              {chip.label}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> (remove)</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="active-refinements__clear" onClick={onClear}>
        Clear Filters
      </button>
    </div>
  );
});
