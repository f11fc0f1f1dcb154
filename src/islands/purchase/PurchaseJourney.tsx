import { useEffect, useRef } from 'react';
import { PURCHASE_STEP_TITLES } from '../../domain/purchase-journey/steps.ts';
import type { PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { DepositStep } from './DepositStep.tsx';
import { FinanceStep } from './FinanceStep.tsx';
import { FulfilmentStep } from './FulfilmentStep.tsx';
import { PriceStep } from './PriceStep.tsx';
import { StepNav } from './StepNav.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { TradeInStep } from './TradeInStep.tsx';
import { usePurchaseJourney } from './use-purchase-journey.ts';
import { JourneyErrors } from './JourneyErrors.tsx';
import '../forms/lead-form.css';
import './purchase.css';

/**
 * /checkout-journey?car_id={slug}: buy a car online, one saved step at a time. When the step changes,
 * focus moves to its heading so a screen reader announces it and the keyboard starts there.
 */
export default function PurchaseJourney(props: PurchaseJourneyProps & { valuationDemo: boolean }) {
  const model = usePurchaseJourney(props);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const { phase, car, journey, step } = model;
  const view = phase.kind === 'ready' ? step : phase.kind;

  useEffect(() => {
    // Not when the page first shows its step: focus moves only when the shopper moves.
    if (shown.current !== null && shown.current !== 'loading' && shown.current !== view) heading.current?.focus();
    shown.current = view;
  }, [view]);

  if (phase.kind === 'loading') return <p role="status">Loading your purchase…</p>;
  if (phase.kind === 'no-car' || !car) {
    return (
      <p role="alert" data-testid="purchase-no-car">
        We could not find that car. Please choose a car and press Online Purchase on its page.
      </p>
    );
  }
  const title = phase.kind === 'stopped' ? 'This car is no longer available' : journey?.status === 'submitted' ? 'Order sent' : PURCHASE_STEP_TITLES[step];
  return (
    <section className="lead-form purchase" aria-labelledby="purchase-heading" data-testid="purchase-journey" data-step={view}>
      {/* A sent order is final: no way back into its steps. */}
      {phase.kind === 'ready' && journey?.status !== 'submitted' && <StepNav current={step} saved={Object.keys(journey?.steps ?? {})} onGo={model.goTo} />}
      <div className="lead-car">
        {car.image && <img className="lead-car__image" src={car.image} alt="" width={120} height={80} />}
        <p>
          <a href={car.href}>{car.name}</a>
          {car.stocknum ? ` · Stock ${car.stocknum}` : ''}
        </p>
      </div>
      <h2 id="purchase-heading" className="lead-form__heading" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {phase.kind === 'stopped' ? (
        <div role="alert" data-testid="purchase-stopped">
          <p>{phase.message}</p>
          <a className="btn" href={`${car.href}#similar`}>
            Find Me Something Similar
          </a>
        </div>
      ) : (
        <>
          <JourneyErrors errors={model.errors} />
          {model.failure && Object.keys(model.errors).length === 0 && (
            <div className="lead-form__failure" role="alert">
              <p className="lead-form__failure-title">{model.failure}</p>
            </div>
          )}
          {step === 'price' && <PriceStep model={model} car={car} props={props} />}
          {step === 'trade_in' && <TradeInStep model={model} offered={car.tradeIn} demo={props.valuationDemo} />}
          {step === 'finance' && <FinanceStep model={model} car={car} />}
          {step === 'deposit' && <DepositStep model={model} props={props} carId={car.id} />}
          {step === 'fulfilment' && <FulfilmentStep model={model} car={car} props={props} />}
          {step === 'summary' && <SummaryStep model={model} car={car} props={props} />}
        </>
      )}
    </section>
  );
}
