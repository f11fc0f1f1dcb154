import { useEffect, useRef, type ReactNode } from 'react';
import { formatNumber } from '../../domain/format.ts';

interface Props {
  id: string;
  /** Open as a dialog (phones); on wide screens the panel is always shown beside the results. */
  open: boolean;
  onClose: () => void;
  count: number;
  noun: string;
  /** 'Show me N cars': closes the dialog and scrolls to the top of the results. */
  onShowResults: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The filters: a sidebar on wide screens, a full-screen dialog on phones (focus kept inside, Esc closes). */
export function FilterPanel({ id, open, onClose, count, noun, onShowResults, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('search-filters-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('search-filters-open');
    };
  }, [open, onClose]);

  return (
    <div
      id={id}
      ref={panel}
      className={`search-filters${open ? ' search-filters--open' : ''}`}
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${id}-title` } : {})}
    >
      <div className="search-filters__head">
        <h2 id={`${id}-title`} className="search-filters__title">
          Filters
        </h2>
        <button ref={closeButton} type="button" className="search-filters__close" onClick={onClose} aria-label="Close filters">
          ×
        </button>
      </div>
      <div className="search-filters__body">{children}</div>
      <div className="search-filters__foot">
        <button type="button" className="btn search-filters__show" data-testid="show-results" onClick={onShowResults}>
          Show me {formatNumber(count)} {noun}
        </button>
      </div>
    </div>
  );
}
