import type { FormEvent } from 'react';
import type { SignInModel } from './use-sign-in.ts';

/** The sign-in form: mobile number, then the code. Props only. */
export function SignInView({ model }: { model: SignInModel }) {
  const { session, step, error, busy } = model;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'phone') model.requestCode();
    else model.verify();
  };
  if (session.status === 'signed-in') {
    return (
      <section className="lead-form" aria-labelledby="signed-in-heading">
        <h2 id="signed-in-heading" className="lead-form__heading">
          You are signed in
        </h2>
        <p>Signed in with {session.user.phone}.</p>
        <div className="lead-form__actions">
          <a className="btn" href={model.redirect}>
            Continue
          </a>
          <button type="button" className="btn btn--ghost" onClick={model.signOut} disabled={busy}>
            Sign out
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="lead-form" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="lead-form__heading">
        {model.reason}
      </h2>
      <form noValidate onSubmit={submit} className="lead-form__form">
        {error && (
          <div className="lead-form__failure" role="alert">
            <p>{error}</p>
          </div>
        )}
        {step === 'phone' ? (
          <div className="lead-field">
            <label htmlFor="sign-in-phone">Mobile number</label>
            <input
              id="sign-in-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              value={model.phone}
              onChange={(event) => model.setPhone(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
        ) : (
          <>
            <p>We sent a 6-digit code to {model.phone}.</p>
            {model.demoCode && (
              <p className="lead-field__hint" data-testid="demo-code">
                Demo site: your code is {model.demoCode}.
              </p>
            )}
            <div className="lead-field">
              <label htmlFor="sign-in-code">Code</label>
              <input
                id="sign-in-code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                // eslint-disable-next-line jsx-a11y-x/no-autofocus -- shown only after the shopper asked for a code: focus moves to the next step they started
                autoFocus
                maxLength={6}
                value={model.code}
                onChange={(event) => model.setCode(event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </div>
          </>
        )}
        <div className="lead-form__actions">
          <button type="submit" className="btn" disabled={busy || !model.hydrated} aria-busy={busy || undefined} data-testid="sign-in-submit">
            {busy && <span className="spinner" aria-hidden="true" />}
            {step === 'phone' ? 'Send code' : 'Sign in'}
          </button>
          {step === 'code' && (
            <button type="button" className="btn btn--ghost" onClick={model.changeNumber} disabled={busy}>
              Use another number
            </button>
          )}
          <a className="btn btn--ghost" href={model.back}>
            Back
          </a>
        </div>
      </form>
    </section>
  );
}
