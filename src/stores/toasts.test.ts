import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts, addToast, dismissToast, removeToast, TOAST_REMOVE_DELAY_MS, updateToast } from './toasts.ts';

describe('toasts (spec 02 §4)', () => {
  afterEach(() => {
    removeToast();
    vi.useRealTimers();
  });

  it('add keeps only one toast', () => {
    addToast({ title: 'Car Saved In Watchlist' });
    const id = addToast({ title: 'Car Removed' });
    expect($toasts.get()).toEqual([expect.objectContaining({ id, title: 'Car Removed', open: true })]);
  });

  it('update changes the toast', () => {
    const id = addToast({ title: 'Saving…' });
    updateToast(id, { title: 'Car Saved In Watchlist' });
    expect($toasts.get()[0]?.title).toBe('Car Saved In Watchlist');
  });

  it('dismiss closes it and removes it after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const id = addToast({ title: 'Car Removed' });
    dismissToast(id);
    expect($toasts.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('a toast with a duration closes by itself', () => {
    vi.useFakeTimers();
    addToast({ title: 'Copied', durationMs: 3000 });
    vi.advanceTimersByTime(3000);
    expect($toasts.get()[0]?.open).toBe(false);
  });
});
