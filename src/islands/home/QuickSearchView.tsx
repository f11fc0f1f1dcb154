import type { FormEvent } from 'react';
import type { MakeModels, PriceBand, QuickSearchChoice } from '../../domain/dealer-pages/quick-search.ts';

interface Props {
  action: string;
  noun: string;
  carTypes: { value: string; label: string }[];
  makes: readonly MakeModels[];
  prices: readonly PriceBand[];
  /** After hydration: the chosen make's models only. Before: every model, grouped by make. */
  hydrated: boolean;
  choice: QuickSearchChoice;
  models: readonly string[];
  onChange: (field: keyof QuickSearchChoice, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Type, make, model and price: a plain GET form to the listing, so it works before (and without)
 * JavaScript; the island only narrows the models and leaves empty choices out of the URL.
 */
export function QuickSearchView({ action, noun, carTypes, makes, prices, hydrated, choice, models, onChange, onSubmit }: Props) {
  return (
    <form className="quick-search" action={action} method="get" onSubmit={onSubmit} aria-label={`Find ${noun}`}>
      <div className="quick-search__field">
        <label htmlFor="qs-type">Type</label>
        <select id="qs-type" name="car_type" value={choice.carType ?? ''} onChange={(e) => onChange('carType', e.target.value)}>
          <option value="">All types</option>
          {carTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="qs-make">Make</label>
        <select id="qs-make" name="make" value={choice.make ?? ''} onChange={(e) => onChange('make', e.target.value)}>
          <option value="">All makes</option>
          {makes.map((m) => (
            <option key={m.make} value={m.make}>
              {m.make}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="qs-model">Model</label>
        <select
          id="qs-model"
          name="model"
          value={choice.model ?? ''}
          onChange={(e) => onChange('model', e.target.value)}
          disabled={hydrated && models.length === 0}
        >
          <option value="">{hydrated && !choice.make ? 'Choose a make first' : 'All models'}</option>
          {hydrated
            ? models.map((model) => (
                <option key={model} value={model}>
                  {model}
                </option>
              ))
            : makes.map((m) => (
                <optgroup key={m.make} label={m.make}>
                  {m.models.map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="qs-price">Price</label>
        <select id="qs-price" name="price" value={choice.price ?? ''} onChange={(e) => onChange('price', e.target.value)}>
          <option value="">Any price</option>
          {prices.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn quick-search__submit">
        Search {noun}
      </button>
    </form>
  );
}
