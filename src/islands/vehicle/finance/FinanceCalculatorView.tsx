import type { PaymentFrequency, Repayment } from '../../../domain/finance/repayment.ts';
import { formatAud } from '../../../domain/format.ts';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  type CalculatorBounds,
  type CalculatorField,
  type CalculatorState,
} from '../../../domain/vehicle-page/finance-calculator.ts';
import type { LenderOffer } from '../../../site/vehicle/finance.ts';
import { NumberField } from './NumberField.tsx';

interface Props {
  bounds: CalculatorBounds;
  state: CalculatorState;
  repayment: Repayment;
  lender?: LenderOffer | undefined;
  comparisonRateText: string;
  disclaimer: string;
  requestQuoteHref: string;
  onChange: (field: CalculatorField, value: number) => void;
  onFrequency: (frequency: PaymentFrequency) => void;
}

const PER: Record<PaymentFrequency, string> = { week: 'per week', fortnight: 'per fortnight', month: 'per month' };
const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;

/** The finance calculator, props only. */
export function FinanceCalculatorView(props: Props) {
  const { bounds, state, repayment, lender } = props;
  const quoted = repayment.display !== 'Enquire for Finance';
  return (
    <div className="finance-calc">
      {lender && (
        <p className="finance-calc__offer">
          <strong>{lender.interestRate}% p.a.</strong> interest, comparison rate <strong>{lender.comparisonRate}% p.a.</strong>*
        </p>
      )}
      <div className="finance-calc__grid">
        <NumberField id="fc-amount" label="Loan amount" prefix="$" slider value={state.amount} min={bounds.amount.min} max={bounds.amount.max} step={bounds.amount.step} format={(v) => formatAud(v)} onCommit={(v) => props.onChange('amount', v)} />
        {bounds.fixedTerms ? (
          <div className="calc-field">
            <label htmlFor="fc-term">Loan term</label>
            <select id="fc-term" value={state.termYears} onChange={(event) => props.onChange('termYears', Number(event.target.value))}>
              {bounds.terms.map((term) => <option key={term} value={term}>{years(term)}</option>)}
            </select>
          </div>
        ) : (
          <NumberField id="fc-term" label="Loan term (years)" suffix="years" slider value={state.termYears} min={bounds.term.min} max={bounds.term.max} step={bounds.term.step} format={years} onCommit={(v) => props.onChange('termYears', v)} />
        )}
        <NumberField id="fc-interest" label="Interest rate (% p.a.)" suffix="%" slider value={state.interest} min={bounds.interest.min} max={bounds.interest.max} step={bounds.interest.step} disabled={bounds.interestLocked} format={(v) => `${v}%`} onCommit={(v) => props.onChange('interest', v)} />
        <NumberField id="fc-deposit" label="Deposit / trade-in" prefix="$" value={state.deposit} min={bounds.deposit.min} max={bounds.deposit.max} step={bounds.deposit.step} onCommit={(v) => props.onChange('deposit', v)} />
        <NumberField id="fc-residual" label="Residual (balloon)" prefix="$" value={state.residual} min={bounds.residual.min} max={bounds.residual.max} step={bounds.residual.step} onCommit={(v) => props.onChange('residual', v)} />
        <fieldset className="calc-field calc-field--frequency">
          <legend>Repayment frequency</legend>
          {FREQUENCIES.map((frequency) => (
            <label key={frequency} className="radio-pill">
              <input type="radio" name="fc-frequency" value={frequency} checked={state.frequency === frequency} onChange={() => props.onFrequency(frequency)} />
              {FREQUENCY_LABELS[frequency]}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="finance-calc__result" aria-live="polite" data-testid="finance-repayment">
        <span className="finance-calc__label">Estimated repayment</span>
        <strong className="finance-calc__amount">{repayment.display}</strong>
        {quoted && <span className="finance-calc__per">{PER[state.frequency]}</span>}
      </div>
      <a className="btn" href={props.requestQuoteHref}>Request a Quote</a>
      <p className="finance-calc__small">* {props.comparisonRateText}</p>
      <p className="finance-calc__small">{props.disclaimer}</p>
    </div>
  );
}
