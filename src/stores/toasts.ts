import { atom } from 'nanostores';

/**
 * The toast area's state (spec 02 §4 "Toast notification"): adding keeps only one toast, update
 * changes it, dismiss marks it closed and schedules its removal after 1,000,000 ms, remove deletes
 * it. Any island can raise a toast; the one toast area island (src/islands/toasts/) shows it.
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  /** 'error' toasts are announced assertively (role="alert"). */
  tone: 'info' | 'error';
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'tone'> & { tone?: Toast['tone']; durationMs?: number };

export const $toasts = atom<Toast[]>([]);

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows a toast in place of any other. `durationMs` closes it by itself (the share toast: 3000 ms). */
export function addToast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const { durationMs, ...rest } = input;
  const toast: Toast = { ...rest, tone: input.tone ?? 'info', id, open: true };
  $toasts.set([toast, ...$toasts.get()].slice(0, TOAST_LIMIT));
  if (durationMs !== undefined)
    closeTimers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
  return id;
}

export function updateToast(id: string, patch: Partial<Omit<Toast, 'id'>>): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, ...patch } : toast)));
}

/** Closes one toast, or every toast when no id is given; each is removed after the delay. */
export function dismissToast(id?: string): void {
  const closing = $toasts.get().filter((toast) => id === undefined || toast.id === id);
  for (const toast of closing) {
    if (!removalTimers.has(toast.id))
      removalTimers.set(
        toast.id,
        setTimeout(() => removeToast(toast.id), TOAST_REMOVE_DELAY_MS),
      );
  }
  $toasts.set($toasts.get().map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
}

export function removeToast(id?: string): void {
  for (const timers of [removalTimers, closeTimers]) {
    for (const [key, timer] of timers) {
      if (id === undefined || key === id) {
        clearTimeout(timer);
        timers.delete(key);
      }
    }
  }
  $toasts.set(id === undefined ? [] : $toasts.get().filter((toast) => toast.id !== id));
}
