import type { OpenNowState } from './open-now-status.ts';

interface Props {
  /** Undefined until the browser knows the time: a same-height placeholder keeps the layout still. */
  state?: OpenNowState;
  showToday?: boolean;
}

export function OpenNowView({ state, showToday = false }: Props) {
  if (!state) {
    return (
      <p className="open-now open-now--pending">
        <span className="open-now__label">Opening hours</span>
        {showToday && <span className="open-now__today">&nbsp;</span>}
      </p>
    );
  }
  return (
    <p className={`open-now ${state.open ? 'open-now--open' : 'open-now--closed'}`} data-testid="open-now">
      <span className="open-now__dot" aria-hidden="true" />
      <span className="open-now__label">{state.label}</span>
      {showToday && <span className="open-now__today">{state.today || '\u00a0'}</span>}
    </p>
  );
}
