import { useState, type FormEvent } from 'react';
import { formatAud } from '../../domain/format.ts';
import type { JourneyCar } from '../../site/leads/purchase-journey.ts';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/** Step 3: the car's one finance offer (the vehicle page's figures) or paying cash. */
export function FinanceStep({ model, car }: { model: PurchaseJourneyModel; car: JourneyCar }) {
  const [choice, setChoice] = useState<'cash' | 'finance'>(model.journey?.steps.finance?.choice ?? (car.finance ? 'finance' : 'cash'));
  const offer = car.finance;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.run(async () => void (await model.saveStep({ step: 'finance', choice })));
  };
  return (
    <form noValidate className="lead-form__form" onSubmit={onSubmit}>
      <fieldset className="lead-field">
        <legend>How would you like to pay?</legend>
        {offer && (
          <label className="purchase-choice">
            <input type="radio" name="choice" value="finance" checked={choice === 'finance'} onChange={() => setChoice('finance')} />
            Finance from <strong data-testid="purchase-finance-weekly">{offer.weeklyText}</strong>*
          </label>
        )}
        <label className="purchase-choice">
          <input type="radio" name="choice" value="cash" checked={choice === 'cash'} onChange={() => setChoice('cash')} />
          Pay cash ({car.priceText})
        </label>
      </fieldset>
      {offer ? (
        <p className="lead-field__hint" data-testid="purchase-finance-terms">
          {/* The parts add up to the price first; the fee is then named as what it adds to the loan. */}
          {car.priceText} = <span data-testid="purchase-finance-deposit">{formatAud(offer.deposit)}</span> deposit +{' '}
          <span data-testid="purchase-finance-financed">{formatAud(offer.priceFinanced)}</span> financed.{' '}
          {offer.establishmentFee > 0
            ? `With the ${formatAud(offer.establishmentFee)} establishment fee you borrow ${formatAud(offer.amountFinanced, { cents: true })}`
            : `You borrow ${formatAud(offer.amountFinanced, { cents: true })}`}{' '}
          at {offer.interestRate}% p.a., comparison rate {offer.comparisonRate}% p.a.*, over {offer.termYears} years; total payable{' '}
          {formatAud(offer.totalPayable, { cents: true })}. * {offer.comparisonRateText}
        </p>
      ) : (
        <p>Finance is not offered online for this car. Choose cash here and ask us about finance when we call.</p>
      )}
      <div className="lead-form__actions">
        <button type="submit" className="btn" disabled={model.busy} aria-busy={model.busy || undefined}>
          Continue
        </button>
      </div>
    </form>
  );
}
