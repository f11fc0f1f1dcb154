import { useEffect, useState } from 'react';
import { FORM_TYPES, type FormType } from '#contract/lead-payload.ts';
import { carFromQuery } from '../../forms/browser/car-summaries.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';

/**
 * The car a form is about and the form type that follows from the page's query: /enquire becomes a
 * vehicle enquiry with `?car_id=`, Request Photos with `&type=request-photos`, and any other form
 * whose record says `/enquire?type=` may open it (e.g. /enquire?type=book-a-service).
 */

export type CarStatus = 'none' | 'loading' | 'ready' | 'missing';

export interface CarContext {
  car: CarSummary | undefined;
  carStatus: CarStatus;
  formType: FormType;
}

/** The form a page's form becomes when it is about a car (a general enquiry → a vehicle enquiry). */
const withCar = (formType: FormType): FormType => formTypeDefinition(formType).becomesWithCar ?? formType;

function formTypeFor(initial: FormType, queryType: string | null, car: CarSummary | undefined): FormType {
  const asked = FORM_TYPES.find((type) => type === queryType);
  const opened = asked ? formTypeDefinition(asked).openedByQuery : 'no';
  if (asked && (opened === 'yes' || (opened === 'needs-car' && car))) return asked;
  return car ? withCar(initial) : initial;
}

export function useCarContext(initial: { car?: CarSummary | undefined; carFromQuery: boolean; formType: FormType }): CarContext {
  const [context, setContext] = useState<CarContext>({
    car: initial.car,
    carStatus: initial.car ? 'ready' : 'none',
    formType: initial.car ? withCar(initial.formType) : initial.formType,
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
