import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { LeadPayload } from '#contract/lead-payload.ts';
import { pushAnalyticsEvent } from '../../forms/browser/analytics.ts';
import { saveLastLead } from '../../forms/browser/local-records.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import { outboxFor } from '../../forms/browser/platform.ts';
import { currentPageContext, recordVisit } from '../../forms/browser/visit-log.ts';
import { defineForm, locationChoices } from '../../forms/define-form.ts';
import type { FormDefinition } from '../../forms/form-fields.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';
import { fieldDomId } from '../../forms/form-values.ts';
import { leadEventId } from '../../forms/lead-analytics.ts';
import type { FormValues } from '../../forms/lead-payload.ts';
import { lastLeadOf, successHref } from '../../forms/lead-success.ts';
import type { FieldError } from '../../forms/validate-lead.ts';
import type { LeadFormProps } from '../../site/leads/form-props.ts';
import { createLeadFormController, formShape, type LeadFormContext, type Phase } from './lead-form-controller.ts';
import { useCarContext, type CarContext } from './use-car-context.ts';
import { SLOTS_STALE_EVENT } from './use-test-drive-slots.ts';
import { useTurnstile, type TurnstileWidget } from './use-turnstile.ts';

/**
 * The lead form island's binding: the controller (lead-form-controller.ts) holds the form's state
 * and rules; this hook gives it the page (its car from the query, the Turnstile widget, browser
 * storage, analytics, /success) and re-renders on its state.
 */

export interface LeadFormState extends CarContext {
  definition: FormDefinition;
  values: FormValues;
  errors: FieldError[];
  step: number;
  phase: Phase;
  formError: string | null;
  hydrated: boolean;
  /** The Turnstile check, when the dealer has a site key (disabled otherwise). */
  turnstile: TurnstileWidget;
}

export interface LeadFormActions {
  setValue(name: string, value: FormValues[string]): void;
  /** Back to an empty first step (a journey that starts again). */
  reset(): void;
  next(): void;
  back(): void;
  submit(): void;
}

export interface LeadFormOptions {
  /**
   * Called when the API acknowledges the lead, instead of going to /success (the trade-in journey
   * carries on with the rego lookup). The analytics event has been recorded by then. Read once, when
   * the form is created: `car` is the car the lead was sent about (it may have loaded from the query since).
   */
  onAcknowledged?(ack: { leadId: string; category: string; payload: LeadPayload; car: CarSummary | undefined }): void;
}

export function useLeadForm(props: LeadFormProps, options: LeadFormOptions = {}): LeadFormState & LeadFormActions {
  const carContext = useCarContext({ car: props.car, carFromQuery: props.carFromQuery, formType: props.formType });
  const { car, formType } = carContext;
  const type = formTypeDefinition(formType);
  const locations = type.department === 'service' ? (props.serviceLocations ?? props.locations) : props.locations;
  const placeChoices = useMemo(() => locationChoices({ formType, locations, car }), [formType, locations, car]);
  const fullDefinition = useMemo(
    () =>
      defineForm({
        formType,
        settings: props.settings,
        locations,
        dealerships: props.dealerships,
        car,
        multiStep: props.multiStep,
        recordCar: props.recordCar,
      }),
    [formType, car, props.settings, locations, props.dealerships, props.multiStep, props.recordCar],
  );
  const turnstile = useTurnstile(props.turnstileSiteKey);
  const { websiteId, apiBaseUrl } = props.site;
  const [controller] = useState(() =>
    createLeadFormController({
      props,
      outbox: () => (apiBaseUrl ? outboxFor({ websiteId, apiBaseUrl }) : null),
      pageContext: currentPageContext,
      onSent({ leadId, category, payload, car: leadCar, formType: leadType, values: sent }) {
        pushAnalyticsEvent({
          event: 'lead_submitted',
          event_id: leadEventId(leadType, typeof sent.category === 'string' ? sent.category : undefined, leadCar),
          form_type: leadType,
          category,
          lead_id: leadId,
          ...(leadCar ? { car_id: leadCar.id, car_type: leadCar.car_type } : {}),
        });
        if (options.onAcknowledged) {
          options.onAcknowledged({ leadId, category, payload, car: leadCar });
          return { staysOnPage: true };
        }
        saveLastLead(lastLeadOf(leadId, category, leadType, new Date(), leadCar));
        location.assign(successHref(category, leadCar?.car_type));
        return { staysOnPage: false };
      },
      onSlotTaken: () => window.dispatchEvent(new Event(SLOTS_STALE_EVENT)),
      warn: (message, error) => console.warn(message, error),
    }),
  );
  const state = useStore(controller.$state);
  const { definition, values } = useMemo(() => formShape(fullDefinition, placeChoices, state.typed), [fullDefinition, placeChoices, state.typed]);
  const form: LeadFormContext = { car, formType, fullDefinition, placeChoices, turnstile };

  useEffect(() => {
    recordVisit();
    controller.hydrate(typedBeforeHydration(definition, props.idPrefix));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on hydration: the form's definition and id prefix never change on a page
  }, [controller]);

  return {
    ...carContext,
    definition,
    values,
    errors: state.errors,
    step: state.step,
    phase: state.phase,
    formError: state.formError,
    hydrated: state.hydrated,
    turnstile,
    setValue: (name, value) => controller.setValue(name, value, form),
    reset: () => controller.reset(),
    next: () => controller.next(form),
    back: () => controller.back(),
    submit: () => void controller.submit(form),
  };
}

/** Values in the server-rendered inputs that differ from the form's defaults (typed before hydration). */
function typedBeforeHydration(definition: FormDefinition, idPrefix: string): FormValues {
  const found: FormValues = {};
  for (const field of definition.fields) {
    const id = fieldDomId(idPrefix, field.name);
    if (field.kind === 'checkbox') {
      const box = document.getElementById(id);
      if (box instanceof HTMLInputElement && box.checked) found[field.name] = true;
    } else if (field.kind === 'radio') {
      const chosen = field.options?.find((option) => {
        const input = document.getElementById(fieldDomId(`${id}-`, option.value));
        return input instanceof HTMLInputElement && input.checked;
      });
      if (chosen && chosen.value !== field.defaultValue) found[field.name] = chosen.value;
    } else if (field.kind !== 'checks' && field.kind !== 'slot') {
      const input = document.getElementById(id);
      const value = input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement ? input.value : '';
      if (value !== '' && value !== (field.defaultValue ?? '')) found[field.name] = value;
    }
  }
  return found;
}
