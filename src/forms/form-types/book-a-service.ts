import { SERVICES_FIELD } from '../form-fields.ts';
import type { FormTypeDefinition } from './definition.ts';
import { contactFields, locationField, message, optIn, options, SERVICE_CONFIRMED_LATER } from './parts.ts';

/** Book a service (spec 02 §3): the car, a preferred date, a service centre and what the car needs. */

const SERVICES = ['Logbook service', 'Tyres', 'Brakes', 'Wheel alignment', 'Air conditioning', 'Other repairs'];

export const BOOK_A_SERVICE: FormTypeDefinition = {
  category: 'Service Booking',
  heading: 'Book a service',
  unavailableHeading: null,
  submitLabel: () => 'Send enquiry',
  successText: `Thanks — your service booking request is in. ${SERVICE_CONFIRMED_LATER}`,
  fields: (context) => [
    ...contactFields(context),
    { name: 'Rego', label: 'Rego (optional)', kind: 'text', required: false, half: true },
    { name: 'preferred_date', label: 'Preferred date', kind: 'date', required: false, half: true },
    { name: 'Vehicle Make', label: 'Vehicle make', kind: 'text', required: false, half: true },
    { name: 'Vehicle Model', label: 'Vehicle model', kind: 'text', required: false, half: true },
    ...locationField(context, 'Service centre'),
    { name: SERVICES_FIELD, label: 'What does your car need?', kind: 'checks', required: false, options: options(SERVICES) },
    message(false, 'Anything else we should know? (optional)'),
    optIn(),
  ],
  messageRule: false,
  alwaysMultiStep: false,
  department: 'service',
  choosesAmongCarLocations: false,
  becomesWithCar: null,
  openedByQuery: 'yes',
  onContentPage: { carFromQuery: false },
  recordsCarWithoutValuation: false,
  presetMessage: null,
  analyticsEvent: 'enquiry',
  leadType: 'service',
};
