import { memo, useId, useState } from 'react';
import { sameFacetGroup, type FacetGroup } from '../../site/search/facet-options.ts';

interface Props {
  group: FacetGroup;
  onToggle: (param: string, value: string) => void;
}

/**
 * A multi-select facet as checkboxes with counts; long lists (makes) collapse to their first few.
 * Re-rendered only when its own group changed: ticking a make leaves the other lists alone (input → next paint).
 */
export const RefinementList = memo(function RefinementList({ group, onToggle }: Props) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = group.collapsedCount !== undefined && group.options.length > group.collapsedCount;
  const shown = collapsible && !expanded ? group.options.filter((o, i) => i < group.collapsedCount! || o.checked) : group.options;
  // 'Show all makes' / 'Hide extra makes'
  const noun = `${group.label.toLowerCase()}s`;

  return (
    <fieldset className="refinement" data-testid={`refinement-${group.param}`}>
      <legend className="refinement__legend">{group.label}</legend>
      <ul className="refinement__list" id={listId}>
        {shown.map((option) => (
          <li key={option.value}>
            <label className="refinement__option">
              <input type="checkbox" name={group.param} value={option.value} checked={option.checked} onChange={() => onToggle(group.param, option.value)} />
              <span className="refinement__label">{option.label}</span>
              <span className="refinement__count" data-testid="facet-count" aria-hidden="true">
                {option.count}
              </span>
              <span className="visually-hidden"> ({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button type="button" className="refinement__more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? `Hide extra ${noun}` : `Show all ${noun}`}
        </button>
      )}
    </fieldset>
  );
}, sameProps);

function sameProps(a: Props, b: Props): boolean {
  return a.onToggle === b.onToggle && sameFacetGroup(a.group, b.group);
}
