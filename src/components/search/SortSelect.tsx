import { useId } from 'react';
import { SORT_KEYS, SORT_LABELS, isSortKey, type SortKey } from '../../search/query/search-state.ts';

interface Props {
  value: SortKey;
  onChange: (sortBy: SortKey) => void;
}

/** Sort: most relevant, latest, highest price, lowest price (spec 02 §9). */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="search-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sortBy"
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
