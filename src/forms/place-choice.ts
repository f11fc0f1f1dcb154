import { locationsOfDealership } from '../domain/lead-place.ts';
import { DEALERSHIP_FIELD, LOCATION_FIELD, type FormDefinition, type LocationChoice } from './form-fields.ts';
import type { FormValues } from './lead-payload.ts';

/**
 * Dealership and location constrain each other in a form: the location select offers
 * only the chosen dealership's locations, and choosing a location first fills in its dealership.
 * Pure: the island applies it on every change; the API refuses a pair that does not fit anyway.
 */

function has(definition: FormDefinition, name: string): boolean {
  return definition.fields.some((field) => field.name === name);
}

/** The definition with the location options narrowed to the chosen dealership's (one left is chosen). */
export function constrainPlaceFields(definition: FormDefinition, values: FormValues, locations: readonly LocationChoice[]): FormDefinition {
  const chosen = typeof values[DEALERSHIP_FIELD] === 'string' ? values[DEALERSHIP_FIELD] : '';
  if (!chosen || !has(definition, DEALERSHIP_FIELD) || !has(definition, LOCATION_FIELD)) return definition;
  const allowed = new Set(locationsOfDealership(locations, chosen).map((location) => String(location.id)));
  const fields = definition.fields.map((field) => {
    if (field.name !== LOCATION_FIELD) return field;
    const options = (field.options ?? []).filter((option) => allowed.has(option.value));
    const { defaultValue: _previous, ...rest } = field;
    return { ...rest, options, ...(options.length === 1 && options[0] ? { defaultValue: options[0].value } : {}) };
  });
  return { ...definition, fields };
}

/**
 * What the visitor typed after changing `name`: a location fills in its dealership; a dealership
 * that does not own the chosen location clears it (the narrowed select then offers its own).
 */
export function withPlaceChoice(
  definition: FormDefinition,
  typed: FormValues,
  name: string,
  value: FormValues[string],
  locations: readonly LocationChoice[],
): FormValues {
  const next: FormValues = { ...typed, [name]: value };
  if (!has(definition, DEALERSHIP_FIELD) || !has(definition, LOCATION_FIELD)) return next;
  if (name === LOCATION_FIELD) {
    const owner = locations.find((location) => String(location.id) === value)?.dealership_slug;
    if (owner) next[DEALERSHIP_FIELD] = owner;
  } else if (name === DEALERSHIP_FIELD) {
    const location = locations.find((candidate) => String(candidate.id) === next[LOCATION_FIELD]);
    if (location?.dealership_slug && location.dealership_slug !== value) delete next[LOCATION_FIELD];
  }
  return next;
}
