import { BOOKING_CHOICE_FIELD, SLOT_FIELD, TERMS_FIELD, type FieldDef } from '../form-fields.ts';
import type { FormTypeDefinition } from './definition.ts';
import { contactFields, locationField, message, optIn, TEST_DRIVE_CONFIRMED_LATER } from './parts.ts';

/** Book a test drive (spec 01 §5 "Test drive form"): where, a time now or a call back, the dealer's terms. */

export const TEST_DRIVE: FormTypeDefinition = {
  category: 'Test Drive',
  heading: 'Book a test drive',
  unavailableHeading: null,
  submitLabel: () => 'Book test drive',
  successText: `Thanks — your test drive request is in. ${TEST_DRIVE_CONFIRMED_LATER}`,
  fields: (context) => [
    ...contactFields(context),
    ...locationField(context, 'Test drive location'),
    {
      name: BOOKING_CHOICE_FIELD,
      label: 'When would you like to drive it?',
      kind: 'radio',
      required: true,
      options: [
        { value: 'pick', label: 'Choose a time now' },
        { value: 'call', label: 'Call me to arrange a time' },
      ],
      defaultValue: 'pick',
    },
    { name: SLOT_FIELD, label: 'Date and time', kind: 'slot', required: false },
    message(false, 'Message (optional)'),
    ...(context.settings.testDriveTerms
      ? [{ name: TERMS_FIELD, label: context.settings.testDriveTerms, kind: 'checkbox', required: true } satisfies FieldDef]
      : []),
    optIn(),
  ],
  messageRule: false,
  alwaysMultiStep: false,
  department: 'sales',
  choosesAmongCarLocations: true,
  becomesWithCar: null,
  // Its own page, /book-test-drive.
  openedByQuery: 'no',
  onContentPage: null,
  recordsCarWithoutValuation: false,
  presetMessage: null,
  analyticsEvent: 'test-drive',
  leadType: 'by-category',
};
