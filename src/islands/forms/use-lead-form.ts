import { useEffect, useMemo, useRef, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import { CAPTCHA_TOKEN_FIELD, type LeadPayload, type LeadReply } from '../../../integrations/platform-api/contract/lead-payload.ts';
import { pushAnalyticsEvent } from '../../forms/browser/analytics.ts';
import { saveLastLead } from '../../forms/browser/local-records.ts';
import { outboxFor } from '../../forms/browser/platform.ts';
import { currentPageContext, recordVisit } from '../../forms/browser/visit-log.ts';
import { captchaProvider } from '../../forms/captcha.ts';
import { defineForm, locationChoices } from '../../forms/define-form.ts';
import type { FormDefinition } from '../../forms/form-fields.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';
import { fieldDomId, withDefaults } from '../../forms/form-values.ts';
import { constrainPlaceFields, withPlaceChoice } from '../../forms/place-choice.ts';
import { leadEventId } from '../../forms/lead-analytics.ts';
import { buildLeadPayload, type FormValues } from '../../forms/lead-payload.ts';
import { lastLeadOf, successHref } from '../../forms/lead-success.ts';
import { errorsInStep, fieldErrorsFromServer, validateLead, type FieldError } from '../../forms/validate-lead.ts';
import type { LeadFormProps } from '../../site/leads/form-props.ts';
import { useCarContext, type CarContext } from './use-car-context.ts';
import { SLOTS_STALE_EVENT } from './use-test-drive-slots.ts';
import { CAPTCHA_MISSING_TEXT, useTurnstile, type TurnstileWidget } from './use-turnstile.ts';

/**
 * The lead form's behaviour: values, validation with the API's schema, steps, and the submission
 * through the outbox — idle → submitting → success (event, local record, /success) or failure
 * (the spec's alert text and the server's message), or queued when the network is away.
 */

export const SUBMIT_FAILED_TEXT = 'An error occurred when submitting this form';
export const STATUS_TEXT = { sending: 'Sending…', sent: 'Sent', queued: "Saved — we'll send it when you're back online" } as const;

export type Phase = 'idle' | 'submitting' | 'queued' | 'sent' | 'failure';

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
   * carries on with the rego lookup). The analytics event has been recorded by then.
   */
  onAcknowledged?(ack: { leadId: string; category: string; payload: LeadPayload }): void;
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
  const [typed, setTyped] = useState<FormValues>({});
  // Locations narrowed to the chosen dealership (src/forms/place-choice.ts).
  const definition = useMemo(() => constrainPlaceFields(fullDefinition, typed, placeChoices), [fullDefinition, typed, placeChoices]);
  const values = useMemo(() => withDefaults(definition, typed), [definition, typed]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const submitting = useRef(false);
  const turnstile = useTurnstile(props.turnstileSiteKey);

  useEffect(() => {
    // What a quick visitor typed into the server-rendered form before it came alive is kept.
    const early = typedBeforeHydration(definition, props.idPrefix);
    if (Object.keys(early).length > 0) setTyped((current) => ({ ...early, ...current }));
    setHydrated(true);
    recordVisit();
    // Anything an earlier visit left unsent goes now.
    if (props.site.apiBaseUrl) void outboxFor({ websiteId: props.site.websiteId, apiBaseUrl: props.site.apiBaseUrl }).flush();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on hydration: the form's definition and id prefix never change on a page
  }, [props.site.apiBaseUrl, props.site.websiteId]);

  function check(): { payload: ReturnType<typeof buildLeadPayload>; result: ReturnType<typeof validateLead> } {
    const captcha = captchaProvider(props.captcha);
    const payload = buildLeadPayload(
      {
        websiteId: props.site.websiteId,
        formType,
        category: props.category ?? definition.category,
        ...(props.subcategory ? { subcategory: props.subcategory } : {}),
        autogaugeEnabled: props.autogaugeEnabled,
        ...(props.manufacturerSlug ? { manufacturerSlug: props.manufacturerSlug } : {}),
        ...(props.dealerships.length === 1 && props.dealerships[0] ? { defaultDealershipSlug: props.dealerships[0].slug } : {}),
        ...(type.presetMessage ? { presetMessage: type.presetMessage(props.settings) } : {}),
      },
      values,
      currentPageContext(),
      { car, locations: placeChoices },
    );
    Object.assign(payload, captcha.payloadFields(values));
    if (turnstile.token) Object.assign(payload, { [CAPTCHA_TOKEN_FIELD]: turnstile.token });
    return { payload, result: validateLead(definition, payload, values) };
  }

  async function send(): Promise<void> {
    const apiBaseUrl = props.site.apiBaseUrl;
    const { payload, result } = check();
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (!apiBaseUrl || submitting.current) return;
    if (turnstile.enabled && !turnstile.token) {
      setFormError(CAPTCHA_MISSING_TEXT);
      setPhase('failure');
      return;
    }
    submitting.current = true;
    setErrors([]);
    setFormError(null);
    setPhase('submitting');
    const outbox = outboxFor({ websiteId: props.site.websiteId, apiBaseUrl });
    const { website_id: _site, ...body } = payload;
    const label = car ? `${result.payload.category}: ${car.name}` : result.payload.category;
    const { key, first } = await outbox.submit('submitLead', body, label);
    if (first.kind === 'rejected') {
      outbox.discard(key);
      // Someone else booked that time meanwhile (409 slot_taken): show the times still free.
      if (first.fields?.appointment_at) window.dispatchEvent(new Event(SLOTS_STALE_EVENT));
      // A refused or expired check: the form's alert says so, a fresh check is asked for, what was typed stays.
      const { [CAPTCHA_TOKEN_FIELD]: captchaRefused, ...fieldErrors } = first.fields ?? {};
      if (captchaRefused) turnstile.reset();
      submitting.current = false;
      setErrors(fieldErrorsFromServer(definition, fieldErrors));
      setFormError(first.message || SUBMIT_FAILED_TEXT);
      setPhase('failure');
      return;
    }
    if (first.kind === 'queued') setPhase('queued');
    const reply = (first.kind === 'sent' ? first.reply : await outbox.whenSent(key)) as LeadReply;
    setPhase('sent');
    const category = result.payload.category;
    pushAnalyticsEvent({
      event: 'lead_submitted',
      event_id: leadEventId(formType, typeof values.category === 'string' ? values.category : undefined, car),
      form_type: formType,
      category,
      lead_id: reply.lead_id,
      ...(car ? { car_id: car.id, car_type: car.car_type } : {}),
    });
    if (options.onAcknowledged) {
      submitting.current = false;
      options.onAcknowledged({ leadId: reply.lead_id, category, payload: result.payload });
      return;
    }
    saveLastLead(lastLeadOf(reply.lead_id, category, formType, new Date(), car));
    location.assign(successHref(category, car?.car_type));
  }

  return {
    ...carContext,
    definition,
    values,
    errors,
    step,
    phase,
    formError,
    hydrated,
    turnstile,
    setValue(name, value) {
      setTyped((current) => withPlaceChoice(fullDefinition, current, name, value, placeChoices));
      // A corrected field stops being listed; the rest stay until the next attempt.
      setErrors((current) => current.filter((error) => error.field !== name));
    },
    reset() {
      submitting.current = false;
      setTyped({});
      setErrors([]);
      setStep(0);
      setFormError(null);
      setPhase('idle');
    },
    next() {
      const steps = definition.steps ?? [];
      const current = steps[step] ?? [];
      const { result } = check();
      const stepErrors = result.ok ? [] : errorsInStep(result.errors, current);
      setErrors(stepErrors);
      if (stepErrors.length === 0) setStep(Math.min(step + 1, steps.length - 1));
    },
    back() {
      setErrors([]);
      setStep(Math.max(0, step - 1));
    },
    submit() {
      send().catch((error: unknown) => {
        console.warn('Lead submission failed', error);
        submitting.current = false;
        setFormError(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE);
        setPhase('failure');
      });
    },
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
