import { useEffect, useState, type FormEvent } from 'react';

/**
 * Where garage alerts go (price drops, specials, sold, new cars for a saved search): one email a
 * stock change at most, each with an unsubscribe link. Props only; the garage saves it.
 */
export function AlertEmailForm({ current, onSave }: { current: string | null; onSave: (email: string) => Promise<string | null> }) {
  const [email, setEmail] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setEmail(current ?? ''), [current]);

  async function submit(event: FormEvent, value: string) {
    event.preventDefault();
    setBusy(true);
    setError(await onSave(value));
    setBusy(false);
  }

  return (
    <form className="garage__alerts" onSubmit={(event) => void submit(event, email.trim())} noValidate>
      <p>
        {current
          ? `Alerts go to ${current}.`
          : 'Alerts are off. Add your email to hear when a car you watch drops in price, goes on special or sells, or when new cars match a saved search.'}
      </p>
      <label htmlFor="alert-email">Email for alerts</label>
      <div className="garage__alerts-row">
        <input
          id="alert-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'alert-email-error' : undefined}
        />
        <button type="submit" className="btn" disabled={busy}>
          {current ? 'Update' : 'Turn on alerts'}
        </button>
        {current && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={(event) => void submit(event, '')}>
            Stop alerts
          </button>
        )}
      </div>
      {error && (
        <p id="alert-email-error" className="lead-field__error">
          {error}
        </p>
      )}
    </form>
  );
}
