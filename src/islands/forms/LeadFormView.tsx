import type { FormEvent } from 'react';
import { BOOKING_CHOICE_FIELD, SLOT_FIELD } from '../../forms/form-fields.ts';
import { fieldDomId } from '../../forms/form-values.ts';
import type { CaptchaProvider } from '../../forms/captcha.ts';
import type { LeadFormSite } from '../../site/leads/form-props.ts';
import { CarSummaryCard } from './CarSummaryCard.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FieldControl } from './FieldControl.tsx';
import { PrivacyNotice } from './PrivacyNotice.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { STATUS_TEXT, SUBMIT_FAILED_TEXT } from './lead-form-controller.ts';
import type { LeadFormActions, LeadFormState } from './use-lead-form.ts';
import type { SlotsState } from './use-test-drive-slots.ts';
import { CAPTCHA_UNAVAILABLE_TEXT } from './use-turnstile.ts';

/** The lead form's markup: every decision arrives in props (instantsearch-style UI layer). */

export interface LeadFormViewProps {
  state: LeadFormState;
  actions: LeadFormActions;
  site: LeadFormSite;
  heading: string;
  idPrefix: string;
  slots: SlotsState;
  captcha: CaptchaProvider;
}

export function LeadFormView({ state, actions, site, heading, idPrefix, slots, captcha }: LeadFormViewProps) {
  const { definition, values, errors, step, phase, hydrated } = state;
  // Apart, so the callback ref is not read as part of the state during render.
  const { setHost: captchaHost, enabled: captchaEnabled, unavailable: captchaUnavailable } = state.turnstile;
  const headingId = `${idPrefix}-heading`;
  const steps = definition.steps;
  const visible = new Set(steps ? (steps[step] ?? []) : definition.fields.map((field) => field.name));
  const lastStep = !steps || step === steps.length - 1;
  const busy = phase === 'submitting' || phase === 'queued' || phase === 'sent';
  const errorOf = (name: string) => errors.find((error) => error.field === name)?.message;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (lastStep) actions.submit();
    else actions.next();
  };

  return (
    <section className="lead-form" aria-labelledby={headingId} data-form-type={definition.formType}>
      <h2 id={headingId} className="lead-form__heading">
        {heading || definition.heading}
      </h2>
      <div className="lead-car-slot">
        {state.car && <CarSummaryCard car={state.car} />}
        {state.carStatus === 'loading' && (
          <p className="lead-car lead-car--loading" role="status">
            Loading car details…
          </p>
        )}
        {state.carStatus === 'missing' && (
          <p className="lead-car lead-car--missing">We could not find that car — it may have been sold. Send us an enquiry and we will help.</p>
        )}
      </div>
      {!site.apiBaseUrl ? (
        <p className="lead-form__offline" data-testid="form-unavailable">
          Online enquiries are not available right now.{' '}
          {site.phone && (
            <>
              Call us on <a href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}>{site.phone}</a>
              {site.email ? ' or ' : '.'}
            </>
          )}
          {site.email && (
            <>
              email <a href={`mailto:${site.email}`}>{site.email}</a>.
            </>
          )}
        </p>
      ) : (
        <form className="lead-form__form" noValidate onSubmit={onSubmit} aria-describedby={`${idPrefix}-required-note`} data-hydrated={hydrated}>
          <p id={`${idPrefix}-required-note`} className="lead-form__note">
            Fields marked * are required.
          </p>
          {steps && (
            <p className="lead-form__step" aria-live="polite">
              Step {step + 1} of {steps.length}
            </p>
          )}
          <ErrorSummary errors={errors} idPrefix={idPrefix} />
          {phase === 'failure' && (
            <div className="lead-form__failure" role="alert" data-testid="form-error">
              <p className="lead-form__failure-title">{SUBMIT_FAILED_TEXT}</p>
              {state.formError && state.formError !== SUBMIT_FAILED_TEXT && <p>{state.formError}</p>}
            </div>
          )}
          <div className="lead-form__grid">
            {definition.fields
              .filter((field) => visible.has(field.name))
              .filter((field) => field.name !== SLOT_FIELD || values[BOOKING_CHOICE_FIELD] === 'pick')
              .map((field) => {
                const domId = fieldDomId(idPrefix, field.name);
                const error = errorOf(field.name);
                return (
                  <FieldControl
                    key={field.name}
                    field={field}
                    value={values[field.name]}
                    error={error}
                    idPrefix={idPrefix}
                    onChange={actions.setValue}
                    slot={
                      field.kind === 'slot' ? (
                        <SlotPicker
                          id={domId}
                          labelId={`${domId}-label`}
                          slots={slots}
                          value={typeof values[field.name] === 'string' ? String(values[field.name]) : ''}
                          invalid={Boolean(error)}
                          describedBy={error ? `${domId}-error` : undefined}
                          onChange={(value) => actions.setValue(field.name, value)}
                        />
                      ) : undefined
                    }
                  />
                );
              })}
          </div>
          {captcha.hiddenFields.map((hidden) => (
            <div key={hidden.name} className="lead-honeypot" aria-hidden="true">
              <label htmlFor={fieldDomId(idPrefix, hidden.name)}>{hidden.label}</label>
              <input
                id={fieldDomId(idPrefix, hidden.name)}
                name={hidden.name}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={typeof values[hidden.name] === 'string' ? String(values[hidden.name]) : ''}
                onChange={(event) => actions.setValue(hidden.name, event.target.value)}
              />
            </div>
          ))}
          {captchaEnabled && (
            <div className="lead-form__captcha">
              {/* Turnstile renders its check here (use-turnstile.ts); kept on every step so it loads once. */}
              <div ref={captchaHost} data-testid="turnstile" />
              {captchaUnavailable && (
                <p className="lead-field__error" role="alert">
                  {CAPTCHA_UNAVAILABLE_TEXT}
                </p>
              )}
            </div>
          )}
          {lastStep && <PrivacyNotice privacy={site.privacy} />}
          <div className="lead-form__actions">
            {steps && step > 0 && (
              <button type="button" className="btn btn--ghost" onClick={actions.back} disabled={busy}>
                Back
              </button>
            )}
            {/* Enabled from the first paint (spec 02 §5): a tap before the form is live is held and done again
                once it is (first-touch.ts), so an empty form answers with its list of errors, not a dead button. */}
            <button type="submit" className="btn lead-form__submit" disabled={busy} aria-busy={phase === 'submitting' || undefined}>
              {phase === 'submitting' && <span className="spinner" aria-hidden="true" />}
              {lastStep ? definition.submitLabel : 'Next'}
            </button>
          </div>
          <p className="lead-form__status" role="status" data-testid="form-status">
            {phase === 'submitting' ? STATUS_TEXT.sending : phase === 'queued' ? STATUS_TEXT.queued : phase === 'sent' ? STATUS_TEXT.sent : ''}
          </p>
        </form>
      )}
    </section>
  );
}
