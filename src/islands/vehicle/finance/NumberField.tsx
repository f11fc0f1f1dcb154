import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NumberRange } from '../../../domain/finance/calculator-ranges.ts';

interface Props {
  id: string;
  label: string;
  value: number;
  prefix?: string;
  suffix?: string;
  disabled?: boolean;
  /** A slider under the entry over this range; none when absent. */
  slider?: NumberRange;
  /** Text shown beside the slider value, e.g. '5 years'. */
  format?: (value: number) => string;
  /** Help text under the entry, tied to it with aria-describedby. */
  help?: string | undefined;
  onCommit: (value: number) => void;
}

/**
 * A labelled number entry, with a slider under it when given a range: every calculator field (finance,
 * fuel) is one of these. Typing is kept as text until the field is left or
 * Enter is pressed, so a half-typed number is not clamped under the visitor's fingers.
 */
export function NumberField({ id, label, value, prefix, suffix, disabled, slider, format, help, onCommit }: Props) {
  const [text, setText] = useState(String(value));
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered field before hydration is still in the DOM: take it into state in
  // the hydrating commit, before any event can reach the handlers. The directive's replay comes frames
  // later, so a Tab pressed in between committed the server's value (seen as a deposit reset to 0).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== String(value)) setText(typed);
    // Mount only: afterwards the state is the field's source of truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Follow the value only when it changes: a mount-time sync would overwrite what the shopper typed
  // before hydration, which the client:interaction directive replays into the field.
  // Each commit also shows the value the calculator kept: a term of 9 clamped to 7 when 7 was already the
  // value leaves `value` unchanged, so without the count the box would go on saying 9.
  const [commits, setCommits] = useState(0);
  const synced = useRef({ value, commits });
  useEffect(() => {
    if (synced.current.value === value && synced.current.commits === commits) return;
    synced.current = { value, commits };
    setText(String(value));
  }, [value, commits]);
  const commit = () => {
    onCommit(text.trim() === '' ? 0 : Number(text.replace(/[^\d.-]/g, '')));
    setCommits((count) => count + 1);
  };
  return (
    <div className="calc-field">
      <label htmlFor={id}>{label}</label>
      <div className="calc-field__entry">
        {prefix && (
          <span className="calc-field__affix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {suffix && (
          <span className="calc-field__affix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {help && (
        <p className="calc-field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
      {slider && (
        <input
          className="calc-field__slider"
          type="range"
          aria-label={`${label} slider`}
          aria-valuetext={format ? format(value) : undefined}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={value}
          disabled={disabled}
          onChange={(event) => onCommit(Number(event.target.value))}
        />
      )}
    </div>
  );
}
