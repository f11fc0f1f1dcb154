import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // The last query this box sent: when it comes back as `value` it is an echo, not an outside change,
  // and must not overwrite what was typed since (a slow search would otherwise eat keystrokes).
  const sent = useRef(value);
  const send = (query: string) => {
    sent.current = query;
    onSearch(query);
  };
  const debounced = useDebouncedCallback(send, SEARCH_TEXT_DEBOUNCE_MS);
  const { cancel, call } = debounced;

  // Text typed before hydration finished lives only in the DOM: adopt it rather than wipe it.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) {
      setText(typed);
      call(typed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later text comes through onChange
  }, []);

  // Back/forward or Clear Filters change the query from outside: show it.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
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
        cancel();
        send(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search stock
      </label>
      <input
        ref={input}
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
