import type { CarSummary } from './car-summary.ts';
import { FORM_TYPE_DEFINITIONS } from './form-types/registry.ts';
import { ENQUIRY_SENT } from './form-types/parts.ts';

/**
 * After a lead is acknowledged (spec 02 §4 "Form submission"): the car and category are kept in the
 * browser and /success is loaded with the category and car type.
 */

export interface LastLead {
  leadId: string;
  category: string;
  formType: string;
  at: string;
  car?: Pick<CarSummary, 'id' | 'slug' | 'name' | 'car_type' | 'image' | 'priceText'>;
}

export function successHref(category: string, carType?: string): string {
  const query = new URLSearchParams({ category });
  if (carType) query.set('car_type', carType);
  return `/success?${query.toString()}`;
}

export function lastLeadOf(leadId: string, category: string, formType: string, at: Date, car?: CarSummary): LastLead {
  const lead: LastLead = { leadId, category, formType, at: at.toISOString() };
  if (car) {
    lead.car = { id: car.id, slug: car.slug, name: car.name, car_type: car.car_type, priceText: car.priceText };
    if (car.image) lead.car.image = car.image;
  }
  return lead;
}

/** A reservation is the checkout's deposit, not a form type. */
const RESERVATION = { category: 'Reservation', successText: 'Thanks — your deposit is paid and the car is held for you.' };

/**
 * The thank-you lines /success shows, by lead category: each form type's own and the reservation's.
 * Worked out at build time and handed to the page's island, so the browser never loads the records.
 */
export function successMessages(): Record<string, string> {
  return Object.fromEntries([...Object.values(FORM_TYPE_DEFINITIONS), RESERVATION].map((type) => [type.category, type.successText]));
}

/** The line for one category; a category without a line of its own (a picked enquiry type) gets the enquiry's. */
export function successMessage(messages: Record<string, string>, category: string | null): string {
  return (category !== null && Object.hasOwn(messages, category) ? messages[category] : undefined) ?? ENQUIRY_SENT;
}
