import { LEAD_FORM_STEPS, DEALERSHIP_FIELD, LOCATION_FIELD, type FieldDef, type FormContext, type FormDefinition, type LocationChoice } from './form-fields.ts';
import { formTypeDefinition } from './form-types/registry.ts';

/**
 * The form a context gets: its type's record (form-types/) applied to the dealer's settings, the
 * car and the places on offer. Pure: the build renders a form from it and the island recomputes
 * it in the browser once the car named by `?car_id=` is known.
 */

/** A test drive chooses among the car's distribution locations when it has them (spec 01 §5). */
export function locationChoices(context: Pick<FormContext, 'formType' | 'locations' | 'car'>): LocationChoice[] {
  const carLocation = context.car?.location;
  if (formTypeDefinition(context.formType).choosesAmongCarLocations && carLocation && carLocation.distribution_locations.length > 0) {
    const seen = new Set<number>();
    return [{ id: carLocation.id, name: carLocation.name }, ...carLocation.distribution_locations]
      .filter((choice) => !seen.has(choice.id) && seen.add(choice.id))
      .map((choice) => ({ id: choice.id, name: choice.name, dealership_slug: context.car?.dealership_slug }));
  }
  // A car's enquiry goes to the car's own location: no picker.
  if (context.car) return [];
  return context.locations;
}

export function defineForm(context: FormContext): FormDefinition {
  const type = formTypeDefinition(context.formType);
  const fields = type.fields({ ...context, locationChoices: locationChoices(context) });
  const has = (name: string) => fields.some((field) => field.name === name && field.required);
  const definition: FormDefinition = {
    formType: context.formType,
    category: type.category,
    heading: context.car && !context.car.available && type.unavailableHeading ? type.unavailableHeading : type.heading,
    submitLabel: type.submitLabel(context),
    fields,
    rules: {
      messageRequired: type.messageRule && context.settings.messageRequired,
      requireLastName: has('last_name'),
      requirePostcode: has('postcode'),
      requireEmail: has('email'),
      requirePhone: has('phone'),
      requireLocation: has(LOCATION_FIELD),
      requireDealership: has(DEALERSHIP_FIELD),
    },
  };
  if (type.alwaysMultiStep || context.multiStep) definition.steps = stepsFor(fields);
  return definition;
}

/** The lead form's three steps, then every other field on a last step of its own. */
function stepsFor(fields: FieldDef[]): string[][] {
  const names = new Set(fields.map((field) => field.name));
  const steps = LEAD_FORM_STEPS.map((step) => step.filter((name) => names.has(name))).filter((step) => step.length > 0);
  const placed = new Set(steps.flat());
  const rest = fields.map((field) => field.name).filter((name) => !placed.has(name));
  return rest.length > 0 ? [...steps, rest] : steps;
}
