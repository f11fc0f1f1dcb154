import { useState } from 'react';

/** "Delete my account", asked twice; says what went once the API has removed it (props only). */
export function DeleteAccount({ onDelete }: { onDelete: () => Promise<string> }) {
  const [step, setStep] = useState<'ask' | 'confirm' | 'busy'>('ask');
  const [error, setError] = useState<string | null>(null);
  if (step === 'ask') {
    return (
      <button type="button" className="btn btn--ghost" onClick={() => setStep('confirm')}>
        Delete my account
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="delete-account-question">
      <p id="delete-account-question">
        Delete your account? Your watched cars, saved searches, alert email and sign-in are removed at once, and this can’t be undone.
      </p>
      <button
        type="button"
        className="btn"
        disabled={step === 'busy'}
        onClick={() => {
          setStep('busy');
          onDelete().catch((failure: unknown) => {
            setError(failure instanceof Error ? failure.message : String(failure));
            setStep('confirm');
          });
        }}
      >
        Yes, delete my account
      </button>{' '}
      <button type="button" className="btn btn--ghost" disabled={step === 'busy'} onClick={() => setStep('ask')}>
        Keep my account
      </button>
      {error && <p className="lead-field__error">{error}</p>}
    </div>
  );
}
