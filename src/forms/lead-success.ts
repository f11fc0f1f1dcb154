import type { CarSummary } from './car-summary.ts';

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

/** The thank-you line /success shows for a category. */
export function successMessage(category: string | null): string {
  switch (category) {
    case 'Test Drive':
      return 'Thanks — your test drive request is in. We will confirm the time with you shortly.';
    case 'Trade-In':
    case 'Sell Your Car':
      return 'Thanks — we have your details and your car. Our team will be in touch about your offer.';
    case 'Service Booking':
      return 'Thanks — your service booking request is in. We will confirm it with you shortly.';
    case 'Reservation':
      return 'Thanks — your deposit is paid and the car is held for you.';
    default:
      return 'Thanks — your enquiry has been sent. Our team will be in touch shortly.';
  }
}
