import type { FormType } from '#contract/lead-payload.ts';
import { enquiryEventId, LEAD_EVENT, vehicleLeadEventId } from '../domain/lead-events.ts';
import type { CarSummary } from './car-summary.ts';
import { formTypeDefinition } from './form-types/registry.ts';

/**
 * The analytics event id a submitted lead fires (spec 02 §5 "Lead form analytics event id",
 * spec 01 §5): trade-in 18; a lead about a car by its tag and type (test drives 17/48); a general
 * enquiry by the category the visitor picked (careers 51, else 22).
 */
export function leadEventId(formType: FormType, pickedCategory: string | undefined, car?: Pick<CarSummary, 'tag' | 'car_type'>): number {
  const rule = formTypeDefinition(formType).analyticsEvent;
  if (rule === 'trade-in') return LEAD_EVENT.tradeIn;
  const testDrive = rule === 'test-drive';
  if (car) return vehicleLeadEventId({ tag: car.tag ?? null, car_type: car.car_type }, { testDrive });
  if (testDrive) return vehicleLeadEventId({ tag: null, car_type: 'new' }, { testDrive });
  return enquiryEventId(pickedCategory);
}
