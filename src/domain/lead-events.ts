import type { Vehicle } from '../data/schemas/vehicle.ts';

/** Analytics event ids sent with leads and interactions (spec 01 §5, §7; spec 02 §5 "Lead form analytics"). */

export const LEAD_EVENT = {
  enquiry: 22,
  careers: 51,
  tradeIn: 18,
  callClick: 25,
  /** Sent on the first calculator interaction only. */
  financeCalculator: 26,
  watchlistSave: 39,
} as const;

export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
export const CAREERS_CATEGORY = 'Careers Enquiry';

/**
 * Event id for a lead about a vehicle: a 'Test Drive Only' car is always 17;
 * used cars 15 (test drive 48); new and demo 14 (test drive 17).
 */
export function vehicleLeadEventId(vehicle: Pick<Vehicle, 'tag' | 'car_type'>, options: { testDrive?: boolean } = {}): number {
  if (vehicle.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()) return 17;
  if (vehicle.car_type === 'used') return options.testDrive ? 48 : 15;
  return options.testDrive ? 17 : 14;
}

/** Event id for a general enquiry form, read from the category the visitor picked (before any remapping). */
export function enquiryEventId(category: string | null | undefined): number {
  return category?.trim() === CAREERS_CATEGORY ? LEAD_EVENT.careers : LEAD_EVENT.enquiry;
}
