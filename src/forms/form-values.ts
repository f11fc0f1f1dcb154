import type { FieldDef, FormDefinition } from './form-fields.ts';
import type { FormValues } from './lead-payload.ts';

/** A form's starting values, and the value of one field with its default applied. */

export function defaultValueOf(field: FieldDef): FormValues[string] {
  if (field.kind === 'checks') return [];
  if (field.kind === 'checkbox') return false;
  return field.defaultValue ?? '';
}

/** Every field of the definition gets a value; values already typed are kept (a car arriving late changes the fields, not what was typed). */
export function withDefaults(definition: FormDefinition, values: FormValues): FormValues {
  const next: FormValues = { ...values };
  for (const field of definition.fields) {
    if (next[field.name] === undefined) next[field.name] = defaultValueOf(field);
  }
  return next;
}

/** DOM id of a field: field names may hold spaces ('Vehicle Make') or markers ('services__check'). */
export function fieldDomId(prefix: string, name: string): string {
  return `${prefix}-${name}`.replace(/[^A-Za-z0-9_-]+/g, '-').toLowerCase();
}
