import type { NumberRange } from '../../../domain/finance/calculator-ranges.ts';
import type { LenderTerms, LoanSummary } from '../../../domain/finance/finance-offer.ts';
import type { PaymentFrequency } from '../../../domain/finance/repayment.ts';
import { formatAud } from '../../../domain/format.ts';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  type CalculatorBounds,
  type CalculatorField,
  type CalculatorState,
} from '../../../domain/vehicle-page/finance-calculator.ts';
import { NumberField } from './NumberField.tsx';

interface Props {
  bounds: CalculatorBounds;
  state: CalculatorState;
  summary: LoanSummary;
  /** The lender's terms for this car (what the calculator started from); none on the standalone calculator. */
  offer?: LenderTerms | undefined;
  /** 'Loan amount' on a vehicle page, 'Purchase price' on the standalone calculator. */
  amountLabel?: string;
  /** Help under the amount, e.g. the standalone calculator's purchase price limits. */
  amountHelp?: string;
  comparisonRateText: string;
  disclaimer: string;
  requestQuoteHref: string;
  onChange: (field: CalculatorField, value: number) => void;
  onFrequency: (frequency: PaymentFrequency) => void;
}

const PER: Record<PaymentFrequency, string> = { week: 'per week', fortnight: 'per fortnight', month: 'per month' };
const REPAYMENTS: Record<PaymentFrequency, string> = { week: 'weekly', fortnight: 'fortnightly', month: 'monthly' };
const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;
const money = (value: number) => formatAud(value, { cents: !Number.isInteger(value) });

/** The finance calculator, props only: the lender's offer, the inputs, the repayment, its totals and assumptions. */
export function FinanceCalculatorView(props: Props) {
  const { bounds, state, summary, offer } = props;
  const quoted = summary.display !== 'Enquire for Finance';
  const fee = state.amount > 0 ? bounds.establishmentFee : 0;
  // A field's value and commit, and its slider when given the range.
  const entry = (field: CalculatorField, slider?: NumberRange) => ({
    value: state[field],
    onCommit: (value: number) => props.onChange(field, value),
    ...(slider ? { slider } : {}),
  });
  return (
    <div className="finance-calc">
      {offer && (
        <p className="finance-calc__offer" data-testid="finance-offer">
          This car's finance offer: <strong>{offer.interestRate}% p.a.</strong> interest, comparison rate <strong>{offer.comparisonRate}% p.a.</strong>* over{' '}
          {years(offer.termYears)}
          {offer.establishmentFee > 0 && <>, establishment fee {money(offer.establishmentFee)}</>}.
        </p>
      )}
      <div className="finance-calc__grid">
        <NumberField
          id="fc-amount"
          label={props.amountLabel ?? 'Loan amount'}
          help={props.amountHelp}
          prefix="$"
          {...entry('amount', bounds.amount)}
          format={(v) => formatAud(v)}
        />
        {bounds.fixedTerms ? (
          <div className="calc-field">
            <label htmlFor="fc-term">Loan term</label>
            <select id="fc-term" value={state.termYears} onChange={(event) => props.onChange('termYears', Number(event.target.value))}>
              {bounds.terms.map((term) => (
                <option key={term} value={term}>
                  {years(term)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <NumberField id="fc-term" label="Loan term (years)" suffix="years" {...entry('termYears', bounds.term)} format={years} />
        )}
        <NumberField
          id="fc-interest"
          label="Interest rate (% p.a.)"
          suffix="%"
          {...entry('interest', bounds.interest)}
          disabled={bounds.interestLocked}
          format={(v) => `${v}%`}
        />
        <NumberField id="fc-deposit" label="Deposit / trade-in" prefix="$" {...entry('deposit')} />
        <NumberField id="fc-residual" label="Residual (balloon)" prefix="$" {...entry('residual')} />
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
        <strong className="finance-calc__amount">{summary.display}</strong>
        {quoted && <span className="finance-calc__per">{PER[state.frequency]}</span>}
      </div>
      {quoted && (
        <dl className="finance-calc__totals">
          <div>
            {/* Worked out from the repayment shown: where the dealer rounds repayments up, the shopper pays
                the rounded figure every time, so the totals say so. */}
            <dt>Total interest{bounds.roundUp && ' (on repayments rounded up to the dollar)'}</dt>
            <dd data-testid="finance-total-interest">{money(summary.totalInterest)}</dd>
          </div>
          <div>
            <dt>Total payable{fee > 0 && ' (fees included)'}</dt>
            <dd data-testid="finance-total-payable">{money(summary.totalPayable)}</dd>
          </div>
        </dl>
      )}
      <p className="finance-calc__small" data-testid="finance-assumptions">
        Assumes {money(summary.amountFinanced)} financed
        {(fee > 0 || state.deposit > 0) && (
          <>
            {' '}
            ({money(state.amount)}
            {fee > 0 && <> + {money(fee)} establishment fee</>}
            {state.deposit > 0 && <> − {money(state.deposit)} deposit / trade-in</>})
          </>
        )}{' '}
        at {state.interest}% p.a. over {years(state.termYears)}: {summary.payments} {REPAYMENTS[state.frequency]} repayments
        {state.residual > 0 ? <>, then a {money(state.residual)} balloon</> : <>, no balloon</>}.
      </p>
      <a className="btn" href={props.requestQuoteHref}>
        Request a Quote
      </a>
      <p className="finance-calc__small">* {props.comparisonRateText}</p>
      <p className="finance-calc__small">{props.disclaimer}</p>
    </div>
  );
}
