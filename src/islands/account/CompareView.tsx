import type { ReactNode } from 'react';
import { formatKm } from '../../domain/format.ts';
import { summaryPriceLine, type CarSummary } from '../../forms/car-summary.ts';
import { vehiclePath } from '../../site/routes.ts';
import { COMPARE_LIMIT, fullNotice } from '../compare/compare-controller.ts';

/** Up to three cars side by side, and the saved cars to choose from. Props only. */

interface Props {
  /** Renders each car's watchlist control, when the dealer has a watchlist. */
  watchlistControl?: ((car: CarSummary) => ReactNode) | undefined;
  loaded: boolean;
  compared: CarSummary[];
  candidates: CarSummary[];
  chosen: readonly number[];
  full: boolean;
  onToggle(id: number): void;
  onClear(): void;
}

const ROWS: Array<{ label: string; value(car: CarSummary): string }> = [
  { label: 'Price', value: summaryPriceLine },
  { label: 'Condition', value: (car) => car.conditionLabel },
  { label: 'Year', value: (car) => String(car.year) },
  { label: 'Odometer', value: (car) => formatKm(car.km) },
  { label: 'Transmission', value: (car) => car.transmission ?? '—' },
  { label: 'Fuel', value: (car) => car.fuel ?? '—' },
  { label: 'Body', value: (car) => car.body ?? '—' },
  { label: 'Location', value: (car) => car.locationLabel ?? '—' },
  { label: 'Stock number', value: (car) => car.stocknum ?? '—' },
];

export function CompareView({ watchlistControl, loaded, compared, candidates, chosen, full, onToggle, onClear }: Props) {
  if (!loaded) return <p role="status">Loading cars…</p>;
  if (candidates.length === 0) {
    return <p>No cars chosen yet. Use the Compare button on a car (or save it) to add it here, then compare up to {COMPARE_LIMIT}.</p>;
  }
  return (
    <div className="compare">
      {compared.length > 0 ? (
        <>
          <div className="compare-scroll" role="region" aria-label="Comparison table" tabIndex={0}>
            <table className="compare-table" data-testid="compare-table">
              <caption className="visually-hidden">Comparing {compared.map((car) => car.name).join(', ')}</caption>
              <thead>
                <tr>
                  <td />
                  {compared.map((car) => (
                    <th key={car.id} scope="col">
                      {car.image && <img src={car.image} alt="" width={240} height={160} loading="lazy" />}
                      <a href={vehiclePath(car.slug)}>{car.name}</a>
                      {watchlistControl && <div className="compare-table__save">{watchlistControl(car)}</div>}
                      <button type="button" className="btn btn--ghost compare-table__remove" onClick={() => onToggle(car.id)}>
                        Remove<span className="visually-hidden"> {car.name}</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {compared.map((car) => (
                      <td key={car.id}>{row.value(car)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="btn btn--ghost compare-table__clear" onClick={onClear}>
            Clear comparison
          </button>
        </>
      ) : (
        <p>Choose up to {COMPARE_LIMIT} cars below to compare them.</p>
      )}
      <fieldset className="lead-field">
        <legend>Your chosen and saved cars (compare up to {COMPARE_LIMIT})</legend>
        <ul className="compare-picker">
          {candidates.map((car) => {
            const on = chosen.includes(car.id);
            return (
              <li key={car.id}>
                <label className="lead-choice">
                  <input type="checkbox" checked={on} disabled={!on && chosen.length >= COMPARE_LIMIT} onChange={() => onToggle(car.id)} />
                  <span>{car.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {full && (
          <p className="lead-field__error" role="alert">
            {fullNotice(COMPARE_LIMIT)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
