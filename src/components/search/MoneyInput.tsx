import { useId } from 'react';
import { formatNumber } from '../../domain/format.ts';

interface Props {
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}

/**
 * Digits only, NaN → 0 (spec 02 §5); the caller clamps. A leading minus is kept as a sign, so "-50" is
 * -50 and clamps to 0 rather than turning into 50 once the "-" is stripped.
 */
export function readMoney(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') return 0;
  const amount = Number(digits.slice(0, 9));
  return /^\s*[-\u2212]/.test(text) ? -amount : amount;
}

/** A whole-dollar amount with a '$' prefix and thousands separators (spec 02 §5 "money input"). */
export function MoneyInput({ label, value, onChange, hint }: Props) {
  const id = useId();
  return (
    <div className="money-input">
      <label htmlFor={id}>{label}</label>
      <div className="money-input__field">
        <span className="money-input__prefix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={formatNumber(value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(readMoney(event.target.value))}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="money-input__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
