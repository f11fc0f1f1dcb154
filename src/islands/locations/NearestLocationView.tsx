import { useId, useState, type FormEvent } from 'react';
import { POSTCODE_MAX_LENGTH } from '../../domain/postcode.ts';
import type { NearestState } from './use-nearest-locations.ts';

interface Props {
  state: NearestState;
  onSearch: (postcode: string) => void;
  heading: string;
}

/** Props-only postcode form and its results. */
export function NearestLocationView({ state, onSearch, heading }: Props) {
  const [postcode, setPostcode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(postcode);
  };
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <div className="nearest">
      <h2 className="nearest__heading">{heading}</h2>
      <form className="nearest__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Your postcode</label>
        <div className="nearest__row">
          <input
            id={inputId}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="btn" disabled={state.status === 'searching'}>
            {state.status === 'searching' ? 'Searching…' : 'Find nearest'}
          </button>
        </div>
        <p id={errorId} className="nearest__error" role="alert">
          {error ?? ''}
        </p>
      </form>
      <div aria-live="polite">
        {state.status === 'found' && (
          <>
            <p className="nearest__summary">
              Nearest to {state.postcode}
              {state.placeLabel ? ` (${state.placeLabel})` : ''}:
            </p>
            <ol className="nearest__results">
              {state.results.map(({ place, distance }) => (
                <li key={place.href}>
                  <a href={place.href}>{place.name}</a>
                  <span className="nearest__distance">{distance}</span>
                  <span className="nearest__address">
                    {place.departmentLabel} · {place.addressLine}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
