import { useEffect, useState } from 'react';
import type { FormType } from '../../../integrations/platform-api/contract/lead-payload.ts';
import { carFromQuery } from '../../forms/browser/car-summaries.ts';
import type { CarSummary } from '../../forms/car-summary.ts';

/**
 * The car a form is about and the form type that follows from the page's query: /enquire becomes a
 * vehicle enquiry with `?car_id=`, and Request Photos with `&type=request-photos`.
 */

export type CarStatus = 'none' | 'loading' | 'ready' | 'missing';

export interface CarContext {
  car: CarSummary | undefined;
  carStatus: CarStatus;
  formType: FormType;
}

const VEHICLE_FORM_OF: Partial<Record<FormType, FormType>> = { 'general-enquiry': 'vehicle-enquiry', contact: 'vehicle-enquiry' };

export function useCarContext(initial: { car?: CarSummary | undefined; carFromQuery: boolean; formType: FormType }): CarContext {
  const [context, setContext] = useState<CarContext>({
    car: initial.car,
    carStatus: initial.car ? 'ready' : 'none',
    formType: initial.car ? (VEHICLE_FORM_OF[initial.formType] ?? initial.formType) : initial.formType,
  });

  useEffect(() => {
    if (!initial.carFromQuery) return;
    const query = new URLSearchParams(location.search);
    const photos = query.get('type') === 'request-photos';
    if (!query.get('car_id')) return;
    let cancelled = false;
    setContext((current) => ({ ...current, carStatus: 'loading' }));
    void carFromQuery().then((car) => {
      if (cancelled) return;
      const formType = car ? (photos ? 'request-photos' : (VEHICLE_FORM_OF[initial.formType] ?? initial.formType)) : initial.formType;
      setContext({ car, carStatus: car ? 'ready' : 'missing', formType });
    });
    return () => {
      cancelled = true;
    };
  }, [initial.carFromQuery, initial.formType]);

  return context;
}
