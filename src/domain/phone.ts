import type { Vehicle } from '../data/schemas/vehicle.ts';

/** The number behind the Call button and how it looks before reveal (spec 01 §4 "Phone block", §5). */

export interface DealerPhoneNumbers {
  /** Wins over everything (a campaign or call-tracking number). */
  override?: string | null;
  new?: string | null;
  used?: string | null;
  /** Demo cars fall back to the new-car number. */
  demo?: string | null;
  general?: string | null;
}

export type PhoneFields = Pick<Vehicle, 'car_type'> & { location?: { phone?: string | null | undefined } | null | undefined };

/** Override → number for the car type (demo falls back to new) → general → the car location's phone. */
export function callButtonPhone(vehicle: PhoneFields, numbers: DealerPhoneNumbers): string | undefined {
  const byType = vehicle.car_type === 'demo' ? (present(numbers.demo) ?? present(numbers.new)) : present(numbers[vehicle.car_type]);
  return present(numbers.override) ?? byType ?? present(numbers.general) ?? present(vehicle.location?.phone);
}

function present(phone: string | null | undefined): string | undefined {
  const trimmed = phone?.trim();
  return trimmed ? trimmed : undefined;
}

export const PHONE_VISIBLE_CHARACTERS = 5;

/** '0412 345 678' → '0412 XXX XXX': digits after the first 5 characters are masked, spacing kept. */
export function maskPhone(phone: string): string {
  const head = phone.slice(0, PHONE_VISIBLE_CHARACTERS);
  return head + phone.slice(PHONE_VISIBLE_CHARACTERS).replace(/\d/g, 'X');
}

/** 'tel:' link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
