import { useState } from 'react';
import { FUEL_DEFAULTS, fuelCost } from '../../../domain/fuel.ts';
import { formatAud } from '../../../domain/format.ts';
import { NumberField } from '../finance/NumberField.tsx';

interface Props {
  litresPer100Km: number;
  /** The consumption came from the vehicle (otherwise the 10 L/100km default). */
  known: boolean;
}

/** Weekly fuel cost: km / 100 × L/100km × price per litre (spec 01 §9), with the spec's defaults. */
export default function FuelCalculatorIsland({ litresPer100Km, known }: Props) {
  const [km, setKm] = useState<number>(FUEL_DEFAULTS.kmPerWeek);
  const [price, setPrice] = useState<number>(FUEL_DEFAULTS.pricePerLitre);
  const [consumption, setConsumption] = useState(litresPer100Km);
  const weekly = fuelCost({ km, litresPer100Km: consumption, pricePerLitre: price });
  const positive = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);
  return (
    <div className="calculator fuel-calc">
      <h3>Fuel cost</h3>
      <div className="calc-row">
        <NumberField id="fuel-km" label="Kilometres per week" suffix="km" value={km} onCommit={(v) => setKm(positive(v, FUEL_DEFAULTS.kmPerWeek))} />
        <NumberField
          id="fuel-price"
          label="Fuel price per litre"
          prefix="$"
          value={price}
          onCommit={(v) => setPrice(positive(v, FUEL_DEFAULTS.pricePerLitre))}
        />
        <NumberField id="fuel-consumption" label="Consumption (L/100km)" value={consumption} onCommit={(v) => setConsumption(positive(v, litresPer100Km))} />
      </div>
      <p className="calc-result" aria-live="polite" data-testid="fuel-cost">
        About <strong>{formatAud(weekly, { cents: true })}</strong> a week, {formatAud(weekly * 52)} a year
      </p>
      {!known && <p className="muted calc-note">This vehicle's consumption is not listed, so {FUEL_DEFAULTS.litresPer100Km} L/100km is assumed.</p>}
    </div>
  );
}
