import { useState, type FormEvent } from 'react';
import { AU_STATES } from '#contract/trade-in-steps.ts';
import { formatAud } from '../../domain/format.ts';
import { ADJUSTMENT_FIELDS, DEMONSTRATION_NOTICE, isDemonstration, type TradeInState } from '../../forms/trade-in.ts';
import type { FormValues } from '../../forms/lead-payload.ts';
import { FieldControl } from '../forms/FieldControl.tsx';
import type { StepPhase } from './trade-in-controller.ts';

/** The steps after the lead step: rego, condition, offer. Props only (plus what is being typed). */

const STATUS = { sending: 'Sending…', queued: "Saved — we'll send it when you're back online" } as const;

function PhaseLine({ phase }: { phase: StepPhase }) {
  return (
    <>
      {phase.kind === 'error' && (
        <div className="lead-form__failure" role="alert">
          <p className="lead-form__failure-title">{phase.message}</p>
        </div>
      )}
      <p className="lead-form__status" role="status">
        {phase.kind === 'sending' || phase.kind === 'queued' ? STATUS[phase.kind] : ''}
      </p>
    </>
  );
}

function Submit({ label, phase }: { label: string; phase: StepPhase }) {
  const busy = phase.kind === 'sending' || phase.kind === 'queued';
  return (
    <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
      {phase.kind === 'sending' && <span className="spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}

interface RegoProps {
  defaultState: string;
  phase: StepPhase;
  errors: Record<string, string>;
  onSubmit(rego: string, state: string): void;
}

export function RegoStep({ defaultState, phase, errors, onSubmit }: RegoProps) {
  const [values, setValues] = useState<FormValues>({ rego: '', regoState: AU_STATES.includes(defaultState as never) ? defaultState : 'QLD' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(String(values.rego ?? ''), String(values.regoState ?? ''));
  };
  const set = (name: string, value: FormValues[string]) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form noValidate onSubmit={submit} className="lead-form__form">
      <p>Enter your car's registration and we will look up the make and model.</p>
      <div className="lead-form__grid">
        <FieldControl
          field={{ name: 'rego', label: 'Rego', kind: 'text', required: true, half: true }}
          value={values.rego}
          error={errors.rego}
          idPrefix="trade-in"
          onChange={set}
        />
        <FieldControl
          field={{
            name: 'regoState',
            label: 'State',
            kind: 'select',
            required: true,
            half: true,
            defaultValue: 'QLD',
            options: AU_STATES.map((state) => ({ value: state, label: state })),
          }}
          value={values.regoState}
          error={errors.regoState}
          idPrefix="trade-in"
          onChange={set}
        />
      </div>
      <PhaseLine phase={phase} />
      <Submit label="Find my car" phase={phase} />
    </form>
  );
}

/** Said plainly, before the car and the offer, whenever the stand-in answered. */
export function DemonstrationNotice({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="trade-in__demo" role="note" data-testid="trade-in-demonstration">
      <strong>{DEMONSTRATION_NOTICE}</strong>
    </p>
  );
}

interface ValuationProps {
  vehicle: string;
  demonstration: boolean;
  phase: StepPhase;
  errors: Record<string, string>;
  onSubmit(values: FormValues): void;
}

export function ValuationStep({ vehicle, demonstration, phase, errors, onSubmit }: ValuationProps) {
  const [values, setValues] = useState<FormValues>({});
  const set = (name: string, value: FormValues[string]) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form
      noValidate
      className="lead-form__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <DemonstrationNotice shown={demonstration} />
      <p data-testid="trade-in-vehicle">
        We found: <strong>{vehicle}</strong>
      </p>
      <div className="lead-form__grid">
        {ADJUSTMENT_FIELDS.map((field) => (
          <FieldControl key={field.name} field={field} value={values[field.name]} error={errors[field.name]} idPrefix="trade-in" onChange={set} />
        ))}
      </div>
      <PhaseLine phase={phase} />
      <Submit label="Get my estimate" phase={phase} />
    </form>
  );
}

interface OfferProps {
  journey: TradeInState;
  phase: StepPhase;
  onAccept(): void;
  onDecline(): void;
}

export function OfferStep({ journey, phase, onAccept, onDecline }: OfferProps) {
  const valuation = journey.valuation;
  if (!valuation) {
    return (
      <div data-testid="trade-in-no-estimate">
        <p>{journey.message ?? 'We cannot give an instant estimate for this car.'}</p>
        <button type="button" className="btn" onClick={onDecline}>
          Finish
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="lead-form__form"
      onSubmit={(event) => {
        event.preventDefault();
        onAccept();
      }}
    >
      <DemonstrationNotice shown={isDemonstration(journey)} />
      <p>Your {journey.lookup?.vehicle.description ?? 'car'} is worth an estimated</p>
      <p className="price" data-testid="trade-in-range">
        {formatAud(valuation.amount_min)} – {formatAud(valuation.amount_max)}
      </p>
      <p>
        Our offer: <strong data-testid="trade-in-offer">{formatAud(valuation.offer_price)}</strong>
      </p>
      <p className="lead-field__hint">{valuation.note}</p>
      <PhaseLine phase={phase} />
      <div className="lead-form__actions">
        <Submit label="Accept offer" phase={phase} />
        <button type="button" className="btn btn--ghost" onClick={onDecline}>
          Not now
        </button>
      </div>
    </form>
  );
}
