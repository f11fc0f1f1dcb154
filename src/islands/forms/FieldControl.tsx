import type { ReactNode } from 'react';
import type { FieldDef } from '../../forms/form-fields.ts';
import { fieldDomId } from '../../forms/form-values.ts';
import type { FormValues } from '../../forms/lead-payload.ts';

/** One form field: label, control, hint and error, wired for screen readers. Props only. */

interface Props {
  field: FieldDef;
  value: FormValues[string] | undefined;
  error?: string | undefined;
  idPrefix: string;
  onChange(name: string, value: FormValues[string]): void;
  /** Rendered in place of a control for the 'slot' kind. */
  slot?: ReactNode;
}

export function FieldControl({ field, value, error, idPrefix, onChange, slot }: Props) {
  const id = fieldDomId(idPrefix, field.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const required = field.required ? (
    <span aria-hidden="true" className="lead-field__required">
      {' '}
      *
    </span>
  ) : null;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const;
  const messages = (
    <>
      {field.hint && (
        <p id={hintId} className="lead-field__hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="lead-field__error">
          {error}
        </p>
      )}
    </>
  );
  const className = `lead-field lead-field--${field.kind}${field.half ? ' lead-field--half' : ''}${error ? ' lead-field--invalid' : ''}`;

  if (field.kind === 'radio' || field.kind === 'checks') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className={className} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>
          {field.label}
          {required}
        </legend>
        <div className="lead-field__choices">
          {(field.options ?? []).map((option) => {
            const optionId = fieldDomId(`${id}-`, option.value);
            const checked = field.kind === 'radio' ? text === option.value : chosen.includes(option.value);
            return (
              <label key={option.value} className="lead-choice" htmlFor={optionId}>
                <input
                  id={optionId}
                  type={field.kind === 'radio' ? 'radio' : 'checkbox'}
                  name={field.name}
                  value={option.value}
                  checked={checked}
                  onChange={(event) => {
                    if (field.kind === 'radio') onChange(field.name, option.value);
                    else onChange(field.name, event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value));
                  }}
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
        {messages}
      </fieldset>
    );
  }

  if (field.kind === 'checkbox') {
    return (
      <div className={className}>
        <label className="lead-choice" htmlFor={id}>
          <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />
          <span>
            {field.label}
            {required}
          </span>
        </label>
        {messages}
      </div>
    );
  }

  const label = (
    <label htmlFor={id}>
      {field.label}
      {required}
    </label>
  );
  let control: ReactNode;
  if (field.kind === 'slot') control = slot;
  else if (field.kind === 'textarea') {
    control = <textarea {...common} rows={4} maxLength={5000} value={text} onChange={(event) => onChange(field.name, event.target.value)} />;
  } else if (field.kind === 'select') {
    control = (
      <select {...common} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
        {!field.defaultValue && <option value="">Please choose</option>}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const input = INPUTS[field.kind] ?? INPUTS.text;
    control = (
      <input
        {...common}
        {...input}
        {...(field.autocomplete ? { autoComplete: field.autocomplete } : {})}
        value={text}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  }
  return (
    <div className={className}>
      {field.kind === 'slot' ? (
        <span className="lead-field__label" id={`${id}-label`}>
          {field.label}
        </span>
      ) : (
        label
      )}
      {control}
      {messages}
    </div>
  );
}

const INPUTS: Partial<Record<FieldDef['kind'], Record<string, string | number>>> = {
  text: { type: 'text', maxLength: 200 },
  email: { type: 'email', maxLength: 254, inputMode: 'email' },
  tel: { type: 'tel', maxLength: 30, inputMode: 'tel' },
  // spec 02 §5: exactly 4 digits, at most 4 characters.
  postcode: { type: 'text', inputMode: 'numeric', maxLength: 4, pattern: '[0-9]{4}' },
  number: { type: 'text', inputMode: 'numeric', maxLength: 12 },
  date: { type: 'date' },
};
