import { useEffect, useRef } from 'react';
import { fieldDomId } from '../../forms/form-values.ts';
import { fieldLabel } from './field-labels.ts';

/**
 * spec 02 §5 "Form has errors": 'Please fix the following errors:' and the list, each linking to its
 * field; focused (and announced) when it appears. The lead forms' ErrorSummary, without pulling the
 * whole lead validation module into this page's bundle.
 */
export function JourneyErrors({ errors }: { errors: Record<string, string> }) {
  const box = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  useEffect(() => {
    if (entries.length > 0) box.current?.focus();
  }, [entries.length]);
  if (entries.length === 0) return null;
  return (
    <div ref={box} className="lead-errors" role="alert" tabIndex={-1}>
      <p className="lead-errors__title">Please fix the following errors:</p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldDomId('purchase', field)}`}>
              {fieldLabel(field)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
