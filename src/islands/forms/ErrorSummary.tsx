import { useEffect, useRef } from 'react';
import { fieldDomId } from '../../forms/form-values.ts';
import { ERROR_SUMMARY_TITLE, type FieldError } from '../../forms/validate-lead.ts';

/** 'Please fix the following errors:' and the list, each linking to its field; focused when it appears. */
export function ErrorSummary({ errors, idPrefix }: { errors: readonly FieldError[]; idPrefix: string }) {
  const box = useRef<HTMLDivElement>(null);
  const count = errors.length;
  useEffect(() => {
    if (count > 0) box.current?.focus();
  }, [count]);
  if (count === 0) return null;
  return (
    <div ref={box} className="lead-errors" role="alert" tabIndex={-1}>
      <p className="lead-errors__title">{ERROR_SUMMARY_TITLE}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${fieldDomId(idPrefix, error.field)}`}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
