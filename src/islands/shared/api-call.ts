import { isPlatformApiError, newIdempotencyKey, UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';

/**
 * The two rules every multi-step form that calls the platform API follows (checkout, online payment,
 * purchase journey, sign-in), kept here once and free of React so they are unit-tested directly.
 */

/**
 * One Idempotency-Key per slot (a step's call): the same body keeps its key, so a double click or a
 * retry after a dropped connection is one request to the API; a changed body is a new request.
 */
export function idempotencyKeys<Slot extends string>(newKey: () => string = newIdempotencyKey) {
  const known = new Map<Slot, { body: string; key: string }>();
  return (slot: Slot, body: unknown): string => {
    const text = JSON.stringify(body);
    const found = known.get(slot);
    if (found?.body === text) return found.key;
    const key = newKey();
    known.set(slot, { body: text, key });
    return key;
  };
}

/** Where a call's progress is shown (React state setters in the hook). */
export interface ApiCallView {
  setBusy(busy: boolean): void;
  setFailure(message: string | null): void;
  setErrors(fields: Record<string, string>): void;
}

export interface ApiCallOptions {
  /** Clear the field errors when a call starts (else they stay until the API names new ones). */
  clearErrors?: boolean;
  /** A failure the form answers itself; `true` means it did, and nothing more is announced. */
  onError?: (error: unknown) => boolean;
}

/**
 * Runs one call: busy while it runs and the last failure cleared; on failure the API's field errors
 * (when it named any) go beside their fields and its message is announced.
 */
export async function runApiCall(work: () => Promise<void>, view: ApiCallView, options: ApiCallOptions = {}): Promise<void> {
  view.setBusy(true);
  view.setFailure(null);
  if (options.clearErrors) view.setErrors({});
  try {
    await work();
  } catch (error) {
    if (options.onError?.(error)) return;
    if (isPlatformApiError(error) && Object.keys(error.fields).length > 0) view.setErrors({ ...error.fields });
    view.setFailure(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE);
  } finally {
    view.setBusy(false);
  }
}
