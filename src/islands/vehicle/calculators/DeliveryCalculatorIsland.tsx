import { useState } from 'react';
import { POSTCODE_MAX_LENGTH } from '../../../domain/postcode.ts';
import { formatAud } from '../../../domain/format.ts';
import type { PlatformSettings } from '../../../site/vehicle/live.ts';
import { useDeliveryEstimate, type DeliveryState } from './useDeliveryEstimate.ts';

interface Props {
  api: PlatformSettings;
  carId: number;
}

/** Delivery calculator island glue. */
export default function DeliveryCalculatorIsland({ api, carId }: Props) {
  const { state, check } = useDeliveryEstimate(api, carId);
  return <DeliveryCalculatorView state={state} onCheck={check} />;
}

/** The delivery form and its four states, props only. */
export function DeliveryCalculatorView({ state, onCheck }: { state: DeliveryState; onCheck: (postcode: string) => void }) {
  const [postcode, setPostcode] = useState('');
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <form
      className="calculator delivery-calc"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(postcode);
      }}
    >
      <h3>Delivery estimate</h3>
      <div className="calc-field">
        <label htmlFor="delivery-postcode">Your postcode</label>
        <div className="delivery-calc__row">
          <input
            id="delivery-postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            pattern="\d{4}"
            required
            value={postcode}
            aria-invalid={error ? true : undefined}
            aria-describedby="delivery-message"
            // Kept as typed: "abc" is a postcode entered wrongly, answered as invalid, not as "Please enter a postcode."
            onChange={(event) => setPostcode(event.target.value.slice(0, POSTCODE_MAX_LENGTH))}
          />
          <button type="submit" className="btn" disabled={state.status === 'loading'}>
            {state.status === 'loading' ? 'Checking…' : 'Check delivery'}
          </button>
        </div>
      </div>
      <p id="delivery-message" className={error ? 'calc-error' : 'calc-result'} role={error ? 'alert' : 'status'} data-testid="delivery-message">
        {state.status === 'result' && (
          <>
            {/* A $0 price is the dealer delivering for nothing: said as "free", never "$0". */}
            Delivery to {state.region} ({state.postcode}): <strong>{state.price === 0 ? 'free' : formatAud(state.price)}</strong>
          </>
        )}
        {state.status === 'loading' && 'Checking delivery to ' + state.postcode + '…'}
        {error}
      </p>
    </form>
  );
}
