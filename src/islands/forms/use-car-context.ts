import { useEffect, useState } from 'react';
import type { FormType } from '../../../integrations/platform-api/contract/lead-payload.ts';
import { carFromQuery } from '../../forms/browser/car-summaries.ts';
import type { CarSummary } from '../../forms/car-summary.ts';

/**
 * The car a form is about and the form type that follows from the page's query: /enquire becomes a
 * vehicle enquiry with `?car_id=`, Request Photos with `&type=request-photos`, and any other form
 * of QUERY_FORM_TYPES with `?type=` (e.g. /enquire?type=book-a-service).
 */

export type CarStatus = 'none' | 'loading' | 'ready' | 'missing';

export interface CarContext {
  car: CarSummary | undefined;
  carStatus: CarStatus;
  formType: FormType;
}

const VEHICLE_FORM_OF: Partial<Record<FormType, FormType>> = { 'general-enquiry': 'vehicle-enquiry', contact: 'vehicle-enquiry' };

/** Forms /enquire can show by `?type=` (Request Photos needs a car; trade-in and test drive have their own pages). */
const QUERY_FORM_TYPES = new Set<FormType>([
  'request-photos',
  'general-enquiry',
  'contact',
  'finance-enquiry',
  'finance-pre-approval',
  'apply-for-finance',
  'book-a-service',
  'sell-your-car',
]);

function formTypeFor(initial: FormType, queryType: string | null, car: CarSummary | undefined): FormType {
  const asked = QUERY_FORM_TYPES.has(queryType as FormType) ? (queryType as FormType) : null;
  if (asked === 'request-photos') return car ? asked : initial;
  if (asked) return asked;
  return car ? (VEHICLE_FORM_OF[initial] ?? initial) : initial;
}

export function useCarContext(initial: { car?: CarSummary | undefined; carFromQuery: boolean; formType: FormType }): CarContext {
  const [context, setContext] = useState<CarContext>({
    car: initial.car,
    carStatus: initial.car ? 'ready' : 'none',
    formType: initial.car ? (VEHICLE_FORM_OF[initial.formType] ?? initial.formType) : initial.formType,
  });

  useEffect(() => {
    if (!initial.carFromQuery) return;
    const query = new URLSearchParams(location.search);
    const queryType = query.get('type');
    if (!query.get('car_id')) {
      if (queryType) setContext((current) => ({ ...current, formType: formTypeFor(initial.formType, queryType, undefined) }));
      return;
    }
    let cancelled = false;
    setContext((current) => ({ ...current, carStatus: 'loading' }));
    void carFromQuery().then((car) => {
      if (cancelled) return;
      setContext({ car, carStatus: car ? 'ready' : 'missing', formType: formTypeFor(initial.formType, queryType, car) });
    });
    return () => {
      cancelled = true;
    };
  }, [initial.carFromQuery, initial.formType]);

  return context;
}
