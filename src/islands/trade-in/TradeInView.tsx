import type { CaptchaProvider } from '../../forms/captcha.ts';
import type { FormValues } from '../../forms/lead-payload.ts';
import { isDemonstration, type TradeInState } from '../../forms/trade-in.ts';
import type { LeadFormSite } from '../../site/leads/form-props.ts';
import { LeadFormView } from '../forms/LeadFormView.tsx';
import type { LeadFormActions, LeadFormState } from '../forms/use-lead-form.ts';
import { DemonstrationNotice, OfferStep, RegoStep, ValuationStep } from './TradeInSteps.tsx';
import type { StepPhase } from './trade-in-controller.ts';

/** The trade-in journey: progress, then the current step. Props only. */

export interface TradeInViewProps {
  lead: LeadFormState & LeadFormActions;
  journey: TradeInState;
  phase: StepPhase;
  fieldErrors: Record<string, string>;
  site: LeadFormSite;
  captcha: CaptchaProvider;
  /** The lead step's heading in the dealer's words ("Sell your bike"); the form type's own when empty. */
  heading: string;
  valuation: boolean;
  /** The dealer's valuations come from the demonstration stand-in: said before the shopper starts. */
  demonstration: boolean;
  /** The car named by ?car_id= cannot be traded against (spec 02 §4). */
  carNotEligible: boolean;
  onRego(rego: string, state: string): void;
  onValue(values: FormValues): void;
  onAccept(): void;
  onDecline(): void;
  onStartAgain(): void;
}

const STEPS = [
  { id: 'lead', label: 'Your details' },
  { id: 'rego', label: 'Your car' },
  { id: 'valuation', label: 'Condition' },
  { id: 'offer', label: 'Your offer' },
] as const;

export function TradeInView(props: TradeInViewProps) {
  const { journey, phase, lead } = props;
  const current = journey.step === 'no-estimate' ? 'offer' : journey.step;
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <div className="trade-in" data-testid="trade-in" data-step={journey.step}>
      {props.valuation && (
        <ol className="trade-in__progress" aria-label="Valuation steps">
          {STEPS.map((step, position) => (
            <li
              key={step.id}
              className={position === index ? 'is-current' : position < index ? 'is-done' : ''}
              aria-current={position === index ? 'step' : undefined}
            >
              <span className="trade-in__number" aria-hidden="true">
                {position + 1}
              </span>{' '}
              {step.label}
            </li>
          ))}
        </ol>
      )}
      {props.carNotEligible && journey.step === 'lead' && (
        <p className="lead-car lead-car--missing">A trade-in valuation is not available against that car, but we can still value yours.</p>
      )}
      {journey.step === 'lead' && <DemonstrationNotice shown={props.demonstration} />}
      {journey.step === 'lead' ? (
        <LeadFormView
          state={lead}
          actions={lead}
          site={props.site}
          heading={props.heading}
          idPrefix="trade-in-lead"
          slots={{ status: 'idle' }}
          captcha={props.captcha}
        />
      ) : (
        <section className="lead-form" aria-labelledby="trade-in-step-heading">
          <h2 id="trade-in-step-heading" className="lead-form__heading" tabIndex={-1}>
            {STEPS[index]?.label}
          </h2>
          {journey.step === 'rego' && <RegoStep defaultState={props.site.defaultState} phase={phase} errors={props.fieldErrors} onSubmit={props.onRego} />}
          {journey.step === 'valuation' && (
            <ValuationStep
              vehicle={journey.lookup?.vehicle.description ?? ''}
              demonstration={isDemonstration(journey)}
              phase={phase}
              errors={props.fieldErrors}
              onSubmit={props.onValue}
            />
          )}
          {(journey.step === 'offer' || journey.step === 'no-estimate') && (
            <OfferStep journey={journey} phase={phase} onAccept={props.onAccept} onDecline={props.onDecline} />
          )}
          <p>
            <button type="button" className="btn btn--ghost" onClick={props.onStartAgain}>
              Start again
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
