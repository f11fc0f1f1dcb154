import { atom, type ReadableAtom } from 'nanostores';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import { CAPTCHA_TOKEN_FIELD, type FormType, type LeadPayload, type LeadReply } from '#contract/lead-payload.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import { captchaProvider } from '../../forms/captcha.ts';
import type { FormDefinition, LocationChoice } from '../../forms/form-fields.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';
import { withDefaults } from '../../forms/form-values.ts';
import { buildLeadPayload, type FormValues, type LeadPageContext } from '../../forms/lead-payload.ts';
import type { Outbox } from '../../forms/outbox/outbox.ts';
import { constrainPlaceFields, withPlaceChoice } from '../../forms/place-choice.ts';
import { errorsInStep, fieldErrorsFromServer, validateLead, type FieldError } from '../../forms/validate-lead.ts';
import type { LeadFormProps } from '../../site/leads/form-props.ts';

/**
 * The lead form's behaviour without React: values, validation with the API's schema, steps, and the
 * submission through the outbox — idle → submitting → sent (the binding goes to /success or hands the
 * lead on) or failure (the spec's alert text and the server's message), or queued when the network
 * is away. State, actions and a subscription (InstantSearch's connector split); `use-lead-form.ts`
 * binds it. What changes while the form is on screen (the car a query names, the Turnstile token)
 * is passed to each action as the form's `LeadFormContext`, so the controller keeps no stale copy.
 */

export const SUBMIT_FAILED_TEXT = 'An error occurred when submitting this form';
export const STATUS_TEXT = { sending: 'Sending…', sent: 'Sent', queued: "Saved — we'll send it when you're back online" } as const;
export const CAPTCHA_MISSING_TEXT = "Please complete the check that you're not a robot, then send again.";

export type Phase = 'idle' | 'submitting' | 'queued' | 'sent' | 'failure';

export interface LeadFormControllerState {
  /** What the visitor typed (defaults are added by `formShape`). */
  typed: FormValues;
  errors: FieldError[];
  step: number;
  phase: Phase;
  formError: string | null;
  hydrated: boolean;
}

/** The Turnstile check as the submit sees it (the widget itself is the binding's). */
export interface TurnstileCheck {
  enabled: boolean;
  token: string | null;
  /** Asks for a fresh token after the API refused one. */
  reset(): void;
}

/** What the form is at the moment of an action: its car and type (from the page's query) and its check. */
export interface LeadFormContext {
  car: CarSummary | undefined;
  formType: FormType;
  /** The form's definition before the chosen dealership narrows its locations. */
  fullDefinition: FormDefinition;
  placeChoices: readonly LocationChoice[];
  turnstile: TurnstileCheck;
}

export interface LeadAcknowledgement {
  leadId: string;
  category: string;
  payload: LeadPayload;
  car: CarSummary | undefined;
  formType: FormType;
  /** The values sent (the visitor's own category pick names the analytics event). */
  values: FormValues;
}

export interface LeadFormControllerOptions {
  props: LeadFormProps;
  /** The site's outbox; null without a platform API (the form shows the dealer's phone instead). */
  outbox: () => Outbox | null;
  /** The page the lead is sent from (URL, source, pages visited): browser storage in the island. */
  pageContext: () => LeadPageContext;
  /** The API acknowledged the lead; `staysOnPage` false means the page is leaving for /success. */
  onSent(ack: LeadAcknowledgement): { staysOnPage: boolean };
  /** Someone else booked the chosen time meanwhile (409 on appointment_at): the slot picker reloads. */
  onSlotTaken(): void;
  warn?: (message: string, error: unknown) => void;
}

export interface LeadFormController {
  readonly $state: ReadableAtom<LeadFormControllerState>;
  /** The form came alive: what was typed before is kept, and anything an earlier visit left unsent goes now. */
  hydrate(typedEarly: FormValues): void;
  setValue(name: string, value: FormValues[string], form: LeadFormContext): void;
  reset(): void;
  next(form: LeadFormContext): void;
  back(): void;
  /** Resolves when this attempt is over (sent, queued then sent, refused or failed). */
  submit(form: LeadFormContext): Promise<void>;
}

/** The definition on screen (locations narrowed to the chosen dealership) and the values with their defaults. */
export function formShape(fullDefinition: FormDefinition, placeChoices: readonly LocationChoice[], typed: FormValues) {
  const definition = constrainPlaceFields(fullDefinition, typed, placeChoices);
  return { definition, values: withDefaults(definition, typed) };
}

const INITIAL: LeadFormControllerState = { typed: {}, errors: [], step: 0, phase: 'idle', formError: null, hydrated: false };

export function createLeadFormController(options: LeadFormControllerOptions): LeadFormController {
  const { props } = options;
  const $state = atom<LeadFormControllerState>(INITIAL);
  const patch = (next: Partial<LeadFormControllerState>) => $state.set({ ...$state.get(), ...next });
  // Set before the first await of a submit: a second tap while it is on its way sends nothing more.
  let submitting = false;

  function check(form: LeadFormContext) {
    const { definition, values } = formShape(form.fullDefinition, form.placeChoices, $state.get().typed);
    const type = formTypeDefinition(form.formType);
    const payload = buildLeadPayload(
      {
        websiteId: props.site.websiteId,
        formType: form.formType,
        category: props.category ?? definition.category,
        ...(props.subcategory ? { subcategory: props.subcategory } : {}),
        autogaugeEnabled: props.autogaugeEnabled,
        ...(props.manufacturerSlug ? { manufacturerSlug: props.manufacturerSlug } : {}),
        ...(props.dealerships.length === 1 && props.dealerships[0] ? { defaultDealershipSlug: props.dealerships[0].slug } : {}),
        ...(type.presetMessage ? { presetMessage: type.presetMessage(props.settings) } : {}),
      },
      values,
      options.pageContext(),
      { car: form.car, locations: form.placeChoices },
    );
    Object.assign(payload, captchaProvider(props.captcha).payloadFields(values));
    if (form.turnstile.token) Object.assign(payload, { [CAPTCHA_TOKEN_FIELD]: form.turnstile.token });
    return { definition, values, payload, result: validateLead(definition, payload, values) };
  }

  function fail(message: string, errors?: FieldError[]) {
    submitting = false;
    patch({ ...(errors ? { errors } : {}), formError: message, phase: 'failure' });
  }

  async function send(form: LeadFormContext): Promise<void> {
    const { definition, values, payload, result } = check(form);
    if (!result.ok) {
      patch({ errors: result.errors });
      return;
    }
    const outbox = options.outbox();
    if (!outbox || submitting) return;
    if (form.turnstile.enabled && !form.turnstile.token) {
      patch({ formError: CAPTCHA_MISSING_TEXT, phase: 'failure' });
      return;
    }
    submitting = true;
    patch({ errors: [], formError: null, phase: 'submitting' });
    const { website_id: _site, ...body } = payload;
    const category = result.payload.category;
    const label = form.car ? `${category}: ${form.car.name}` : category;
    const { key, first } = await outbox.submit('submitLead', body, label);
    if (first.kind === 'rejected') {
      outbox.discard(key);
      if (first.fields?.appointment_at) options.onSlotTaken();
      // A refused or expired check: the form's alert says so, a fresh check is asked for, what was typed stays.
      const { [CAPTCHA_TOKEN_FIELD]: captchaRefused, ...fieldErrors } = first.fields ?? {};
      if (captchaRefused) form.turnstile.reset();
      fail(first.message || SUBMIT_FAILED_TEXT, fieldErrorsFromServer(definition, fieldErrors));
      return;
    }
    if (first.kind === 'queued') patch({ phase: 'queued' });
    const reply = (first.kind === 'sent' ? first.reply : await outbox.whenSent(key)) as LeadReply;
    patch({ phase: 'sent' });
    const { staysOnPage } = options.onSent({ leadId: reply.lead_id, category, payload: result.payload, car: form.car, formType: form.formType, values });
    // Leaving for /success: the form stays locked so nothing is sent twice on the way out.
    if (staysOnPage) submitting = false;
  }

  return {
    $state,
    hydrate(typedEarly) {
      patch({ typed: { ...typedEarly, ...$state.get().typed }, hydrated: true });
      void options.outbox()?.flush();
    },
    setValue(name, value, form) {
      const { typed, errors } = $state.get();
      // A corrected field stops being listed; the rest stay until the next attempt.
      patch({
        typed: withPlaceChoice(form.fullDefinition, typed, name, value, form.placeChoices),
        errors: errors.filter((error) => error.field !== name),
      });
    },
    reset() {
      submitting = false;
      $state.set({ ...INITIAL, hydrated: $state.get().hydrated });
    },
    next(form) {
      const { definition, result } = check(form);
      const steps = definition.steps ?? [];
      const { step } = $state.get();
      const stepErrors = result.ok ? [] : errorsInStep(result.errors, steps[step] ?? []);
      patch({ errors: stepErrors, ...(stepErrors.length === 0 ? { step: Math.min(step + 1, steps.length - 1) } : {}) });
    },
    back() {
      patch({ errors: [], step: Math.max(0, $state.get().step - 1) });
    },
    submit(form) {
      return send(form).catch((error: unknown) => {
        options.warn?.('Lead submission failed', error);
        fail(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE);
      });
    },
  };
}
