import { useState, type FormEvent } from 'react';
import { AU_STATES, type RegoLookupReply, type ValuationReply } from '#contract/trade-in-steps.ts';
import { formatAud } from '../../domain/format.ts';
import { ADJUSTMENT_FIELDS, checkAdjustments } from '../../forms/trade-in.ts';
import { FieldControl } from '../forms/FieldControl.tsx';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/**
 * Step 2 (optional): value the shopper's car through the trade-in port (rego lookup, then the
 * valuation), both recorded on the journey's lead; accepting the offer or skipping saves the step.
 */

const FIELDS = ADJUSTMENT_FIELDS.filter((field) => field.name === 'km' || field.name === 'condition');

export function TradeInStep({ model, offered, demo }: { model: PurchaseJourneyModel; offered: boolean; demo: boolean }) {
  const journeyId = model.journey?.journey_id ?? '';
  const [values, setValues] = useState<Record<string, string>>({ rego: '', regoState: 'QLD', km: '', condition: '' });
  const [lookup, setLookup] = useState<RegoLookupReply | null>(null);
  const [valuation, setValuation] = useState<ValuationReply | null>(null);
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: String(value) }));
  const saveTradeIn = (valuationId: string | null) => void model.run(async () => void (await model.saveStep({ step: 'trade_in', valuation_id: valuationId })));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valuation) return saveTradeIn(lookup?.valuation_id ?? null);
    if (!lookup) {
      if (!values.rego?.trim()) return model.setErrors({ rego: 'Please enter your rego.' });
      return void model.run(async () => {
        const body = { lead_id: journeyId, rego: values.rego ?? '', regoState: values.regoState as (typeof AU_STATES)[number] };
        setLookup(await model.api().lookupRego(body, { idempotencyKey: model.keyFor(body) }));
      });
    }
    const checked = checkAdjustments(values);
    if (!checked.ok) return model.setErrors(checked.errors);
    void model.run(async () => {
      const body = { lead_id: journeyId, id: lookup.valuation_id, adjustmentAnswers: checked.answers };
      setValuation(await model.api().submitValuation(body, { idempotencyKey: model.keyFor(body) }));
    });
  };

  const saved = model.journey?.steps.trade_in;
  return (
    <form noValidate className="lead-form__form" onSubmit={onSubmit}>
      {saved && (
        <p data-testid="purchase-trade-in-saved">
          Saved:{' '}
          {saved.skipped ? 'no trade-in' : `${saved.vehicle ?? 'your car'}${saved.offer_price !== undefined ? `, offer ${formatAud(saved.offer_price)}` : ''}`}.
        </p>
      )}
      {!offered ? (
        <p>An online trade-in valuation is not available with this car. Tell us about your trade-in when we call, or skip this step.</p>
      ) : (
        <>
          {demo && (
            <p className="lead-field__hint" data-testid="purchase-valuation-demo">
              Demo valuation: this dealer’s valuations come from a stand-in service, not a real market valuation.
            </p>
          )}
          {!lookup && (
            <div className="lead-form__grid">
              <FieldControl
                field={{ name: 'rego', label: 'Rego', kind: 'text', required: true, half: true }}
                value={values.rego}
                error={model.errors.rego}
                idPrefix="purchase"
                onChange={set}
              />
              <FieldControl
                field={{
                  name: 'regoState',
                  label: 'State',
                  kind: 'select',
                  required: true,
                  half: true,
                  options: AU_STATES.map((s) => ({ value: s, label: s })),
                }}
                value={values.regoState}
                error={model.errors.regoState}
                idPrefix="purchase"
                onChange={set}
              />
            </div>
          )}
          {lookup && (
            <p data-testid="purchase-trade-in-vehicle">
              We found: <strong>{lookup.vehicle.description}</strong>
            </p>
          )}
          {lookup && !valuation && (
            <div className="lead-form__grid">
              {FIELDS.map((field) => (
                <FieldControl key={field.name} field={field} value={values[field.name]} error={model.errors[field.name]} idPrefix="purchase" onChange={set} />
              ))}
            </div>
          )}
          {valuation?.valuation && (
            <p data-testid="purchase-trade-in-offer">
              Our offer: <strong>{formatAud(valuation.valuation.offer_price)}</strong> (estimate {formatAud(valuation.valuation.amount_min)}–
              {formatAud(valuation.valuation.amount_max)}). {valuation.valuation.note}
            </p>
          )}
          {valuation && !valuation.valuation && (
            <p data-testid="purchase-trade-in-offer">{valuation.error ?? 'We cannot estimate this car online.'} We will value it when you visit.</p>
          )}
        </>
      )}
      <div className="lead-form__actions">
        {offered && (
          <button type="submit" className="btn" disabled={model.busy} aria-busy={model.busy || undefined}>
            {!lookup ? 'Look up my car' : !valuation ? 'Get my offer' : valuation.valuation ? 'Accept offer and continue' : 'Continue with this car'}
          </button>
        )}
        <button type="button" className="btn btn--ghost" disabled={model.busy} onClick={() => saveTradeIn(null)}>
          Skip: no trade-in
        </button>
      </div>
    </form>
  );
}
