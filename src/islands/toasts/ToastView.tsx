import type { Toast } from '../../stores/toasts.ts';

/** The toast area's markup: a polite live region; an error toast is an alert. Props only. */
export function ToastView({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss(id: string): void }) {
  return (
    <div className="toast-area" role="region" aria-label="Notifications" aria-live="polite">
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
            <div className="toast__text">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            {toast.action && (
              <a className="toast__action" href={toast.action.href}>
                {toast.action.label}
              </a>
            )}
            <button type="button" className="toast__close" aria-label="Close notification" onClick={() => onDismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  );
}
