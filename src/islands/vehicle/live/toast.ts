/**
 * A small toast for the vehicle page's own notices. The site-wide toast store (src/stores/toasts.ts)
 * needs its React toast area on the page; this keeps the share notice independent of it and of React.
 */
let hideTimer: number | undefined;

export function showToast(message: string, durationMs: number): void {
  let toast = document.querySelector<HTMLElement>('[data-vehicle-toast]');
  if (!toast) {
    toast = document.createElement('div');
    toast.className = 'vehicle-toast';
    toast.dataset.vehicleToast = '';
    toast.setAttribute('role', 'status');
    document.body.append(toast);
  }
  toast.textContent = message;
  toast.classList.add('is-open');
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(() => toast.classList.remove('is-open'), durationMs);
}
