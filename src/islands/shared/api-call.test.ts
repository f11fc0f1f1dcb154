import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import { PlatformApiError } from '../../../integrations/platform-api/client/platform-api-error.ts';
import { idempotencyKeys, runApiCall, type ApiCallView } from './api-call.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

/** A view that records what the form would show, in order. */
function recordingView() {
  const shown: unknown[][] = [];
  const view: ApiCallView = {
    setBusy: (busy) => shown.push(['busy', busy]),
    setFailure: (message) => shown.push(['failure', message]),
    setErrors: (fields) => shown.push(['errors', fields]),
  };
  return { view, shown };
}

describe('idempotencyKeys', () => {
  it('keeps the key for a retry of the same body and makes a new one when the body changes', () => {
    const keyFor = idempotencyKeys<'create' | 'confirm'>(counter());
    const first = keyFor('create', { amount: 100 });
    expect(keyFor('create', { amount: 100 })).toBe(first);
    const changed = keyFor('create', { amount: 200 });
    expect(changed).not.toBe(first);
    // The slot remembers only its latest body: going back is a new request too.
    expect(keyFor('create', { amount: 100 })).not.toBe(first);
  });

  it('gives each slot its own key for the same body', () => {
    const keyFor = idempotencyKeys<'create' | 'confirm'>(counter());
    expect(keyFor('create', { id: 'r1' })).not.toBe(keyFor('confirm', { id: 'r1' }));
  });

  it('makes real random keys by default', () => {
    const keyFor = idempotencyKeys<'create'>();
    expect(keyFor('create', 1)).toMatch(/\S{16,}/);
  });
});

describe('runApiCall', () => {
  it('is busy while the call runs and clears the last failure, leaving field errors by default', async () => {
    const { view, shown } = recordingView();
    await runApiCall(async () => void shown.push(['work']), view);
    expect(shown).toEqual([['busy', true], ['failure', null], ['work'], ['busy', false]]);
  });

  it('clears field errors at the start when asked', async () => {
    const { view, shown } = recordingView();
    await runApiCall(async () => undefined, view, { clearErrors: true });
    expect(shown).toContainEqual(['errors', {}]);
  });

  it("puts the API's field errors beside their fields and announces its message", async () => {
    const { view, shown } = recordingView();
    const refusal = new PlatformApiError({ kind: 'http', status: 422, message: 'Please fix the following errors:', fields: { amount: 'Too much.' } });
    await runApiCall(() => Promise.reject(refusal), view);
    expect(shown.slice(2)).toEqual([
      ['errors', { amount: 'Too much.' }],
      ['failure', 'Please fix the following errors:'],
      ['busy', false],
    ]);
  });

  it('keeps the field errors when the API named none, and shows the fallback text for an error without a message', async () => {
    const { view, shown } = recordingView();
    await runApiCall(() => Promise.reject(new PlatformApiError({ kind: 'network', message: 'Offline.' })), view);
    expect(shown.some(([what]) => what === 'errors')).toBe(false);
    await runApiCall(() => Promise.reject(new Error('')), view);
    expect(shown.at(-2)).toEqual(['failure', UNEXPECTED_ERROR_MESSAGE]);
  });

  it('lets the form answer a failure itself: nothing more is announced, and busy still ends', async () => {
    const { view, shown } = recordingView();
    const taken = new PlatformApiError({ kind: 'http', status: 409, code: 'car_not_reservable', message: 'Sold.' });
    await runApiCall(() => Promise.reject(taken), view, { onError: (error) => error === taken });
    expect(shown).toEqual([
      ['busy', true],
      ['failure', null],
      ['busy', false],
    ]);
  });

  it('announces a failure the form looked at but did not answer', async () => {
    const { view, shown } = recordingView();
    const seen: unknown[] = [];
    await runApiCall(() => Promise.reject(new Error('Declined.')), view, { onError: (error) => (seen.push(error), false) });
    expect(seen).toHaveLength(1);
    expect(shown).toContainEqual(['failure', 'Declined.']);
  });
});
