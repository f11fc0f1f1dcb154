import { MoneyInput } from '../../components/search/MoneyInput.tsx';
import { BUDGET_PRICE_STEP, BUDGET_YEARS, type BudgetFrequency, type PriceRange } from '../../domain/budget.ts';
import { formatAud, formatNumber } from '../../domain/format.ts';
import type { BudgetModel } from '../../site/search/budget-finder.ts';

export interface BudgetFinderViewProps {
  /** True once running in the browser (tests wait for it). */
  hydrated: boolean;
  noun: { singular: string; plural: string };
  frequency: BudgetFrequency;
  repayment: number;
  deposit: number;
  bounds: PriceRange;
  quickPicks: readonly number[];
  model: BudgetModel;
  errors: readonly string[];
  onFrequency: (frequency: BudgetFrequency) => void;
  onRepayment: (value: number) => void;
  onDeposit: (value: number) => void;
  onRange: (range: PriceRange) => void;
  onPick: (amount: number) => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The budget finder form, from props only. */
export function BudgetFinderView(props: BudgetFinderViewProps) {
  const { noun, model, bounds } = props;
  const span = bounds.max - bounds.min || 1;
  const found = model.count === 1 ? noun.singular : noun.plural;
  return (
    <form className="budget-finder" data-hydrated={props.hydrated} onSubmit={(event) => event.preventDefault()} aria-label="Budget finder">
      <fieldset className="budget-finder__frequency">
        <legend>How often would you like to pay?</legend>
        {(['monthly', 'weekly'] as const).map((frequency) => (
          <label key={frequency} className="budget-finder__choice">
            <input type="radio" name="frequency" value={frequency} checked={props.frequency === frequency} onChange={() => props.onFrequency(frequency)} />
            {capitalise(frequency)}
          </label>
        ))}
      </fieldset>
      <div className="budget-finder__inputs">
        <MoneyInput label={`${capitalise(props.frequency)} repayment`} value={props.repayment} onChange={props.onRepayment} />
        <MoneyInput label="Deposit" value={props.deposit} onChange={props.onDeposit} />
      </div>
      {props.errors.length > 0 && (
        <div className="budget-finder__errors" role="alert">
          <p>Please fix the following errors:</p>
          <ul>
            {props.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="budget-finder__estimate" aria-live="polite">
        Your estimated budget <strong data-testid="budget-estimate">{formatAud(model.budget)}</strong>
        <span className="budget-finder__note">
          Repayments over {BUDGET_YEARS} years (terms from 1 to {BUDGET_YEARS} years) plus your deposit. An estimate only, not a quote.
        </span>
      </p>
      <fieldset className="budget-finder__picks">
        <legend>Or choose a budget</legend>
        <ul>
          {props.quickPicks.map((amount) => (
            <li key={amount}>
              <button type="button" className="chip" aria-pressed={model.range.max === amount} onClick={() => props.onPick(amount)}>
                {formatAud(amount)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="range-slider budget-finder__range">
        <legend className="refinement__legend">Price range</legend>
        <p className="range-slider__values" data-testid="budget-range">
          {formatAud(model.range.min)} – {formatAud(model.range.max)}
        </p>
        <div
          className="range-slider__track"
          style={{
            ['--from' as string]: `${((model.range.min - bounds.min) / span) * 100}%`,
            ['--to' as string]: `${((model.range.max - bounds.min) / span) * 100}%`,
          }}
        >
          <input
            type="range"
            aria-label="Minimum price"
            aria-valuetext={formatAud(model.range.min)}
            min={bounds.min}
            max={bounds.max}
            step={BUDGET_PRICE_STEP}
            value={model.range.min}
            onChange={(event) => props.onRange({ min: Math.min(Number(event.target.value), model.range.max - 1), max: model.range.max })}
          />
          <input
            type="range"
            aria-label="Maximum price"
            aria-valuetext={formatAud(model.range.max)}
            min={bounds.min}
            max={bounds.max}
            step={BUDGET_PRICE_STEP}
            value={model.range.max}
            onChange={(event) => props.onRange({ min: model.range.min, max: Math.max(Number(event.target.value), model.range.min + 1) })}
          />
        </div>
      </fieldset>
      {model.count === 0 && (
        <p className="budget-finder__none" role="status">
          No {noun.plural} found for this budget
        </p>
      )}
      {model.count > 0 ? (
        <a className="btn budget-finder__go" href={model.href} data-testid="budget-results">
          Show me {formatNumber(model.count)} {found}
        </a>
      ) : (
        <button type="button" className="btn budget-finder__go" disabled data-testid="budget-results">
          0 {capitalise(noun.plural)} Found
        </button>
      )}
    </form>
  );
}
