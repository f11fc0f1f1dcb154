import { useEffect, useId, useState } from 'react';
import { useDebouncedCallback } from './useDebounced.ts';

export const SEARCH_TEXT_DEBOUNCE_MS = 300;

interface Props {
  value: string;
  onSearch: (query: string) => void;
  /** Where the form goes without JavaScript (the listing path, read again on load). */
  action: string;
  placeholder: string;
}

/** The directory search box: searches 300 ms after typing stops, or at once on Enter. */
export function SearchBox({ value, onSearch, action, placeholder }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, SEARCH_TEXT_DEBOUNCE_MS);

  // Back/forward or Clear Filters change the query from outside: show it.
  const { cancel } = debounced;
  useEffect(() => {
    cancel();
    setText(value);
  }, [value, cancel]);

  return (
    <form
      className="search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search stock
      </label>
      <input
        id={id}
        name="query"
        type="search"
        data-testid="search-directory-input"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          debounced.call(event.target.value);
        }}
      />
      <button type="submit" className="btn search-box__submit">
        Search
      </button>
    </form>
  );
}
