import { z } from 'zod';
import { safeUrl } from '../security/safe-url.ts';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes');
const phone = z.string().regex(/^[0-9 +()]{8,20}$/, 'a phone number like 07 3000 0000');

/** spec 02 §3 "Dealership website" plus the phones used by the call button (spec 01 §5). */
export const DealershipSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  title: z.string().optional(),
  make: z.string().optional().describe('Franchise make, when the dealership is a franchise.'),
  url: safeUrl().optional(),
  logo: z.strictObject({ url: safeUrl() }).nullable().default(null),
  dealerLicence: z.string().optional().describe("Licence label, e.g. 'DL 12345' or 'CL 4567'."),
  repairerLicence: z.string().optional().describe("Motor repairer number, e.g. 'MRB 1234'."),
});

export const PhonesSchema = z
  .strictObject({
    override: phone.nullable().default(null).describe('Used for every call button when set.'),
    new: phone.nullable().default(null).describe('Call button number on new cars.'),
    used: phone.nullable().default(null).describe('Call button number on used cars.'),
    demo: phone.nullable().default(null).describe('Falls back to the new-car number.'),
    general: phone.nullable().default(null).describe('Used before the location phone.'),
    startRevealed: z.boolean().default(false).describe('Show the full number without a reveal click.'),
  })
  .prefault({});

export const AddressConfigSchema = z.strictObject({
  street: z.string().describe('Street line of the main address, e.g. "12 Gympie Road".'),
  city: z.string().describe('Suburb or town.'),
  state: z.enum(['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT']).describe("State or territory; also the drive-away estimate's default state."),
  postcode: z
    .string()
    .regex(/^\d{4}$/, 'a 4-digit postcode')
    .describe('Four-digit Australian postcode.'),
  place_url: safeUrl().optional().describe('Map link for Get Directions (https, e.g. a Google Maps place URL).'),
});

export type Dealership = z.infer<typeof DealershipSchema>;
export type Phones = z.infer<typeof PhonesSchema>;
