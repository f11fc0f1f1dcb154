import { useState } from 'react';
import { idempotencyKeys, runApiCall, type ApiCallOptions } from './api-call.ts';

/** A form's API calls: `busy`, the announced `failure`, the API's field `errors`, and `run` for each call. */
export function useApiCall(options: ApiCallOptions = {}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = (work: () => Promise<void>) => runApiCall(work, { setBusy, setFailure, setErrors }, options);
  return { busy, failure, setFailure, errors, setErrors, run };
}

/** The form's Idempotency-Keys, one per slot, kept for the life of the island. */
export function useIdempotencyKeys<Slot extends string>(): (slot: Slot, body: unknown) => string {
  const [keyFor] = useState(() => idempotencyKeys<Slot>());
  return keyFor;
}
