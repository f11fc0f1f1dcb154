import { PURCHASE_STEPS, PURCHASE_STEP_TITLES, missingBefore, type PurchaseStep } from '../../domain/purchase-journey/steps.ts';

/** The journey's steps as an ordered list: saved and current steps are links back, later ones are plain text. */
export function StepNav({ current, saved, onGo }: { current: PurchaseStep; saved: string[]; onGo: (step: PurchaseStep) => void }) {
  return (
    <nav aria-label="Purchase steps" className="purchase-steps">
      <ol>
        {PURCHASE_STEPS.map((step, index) => {
          const reachable = missingBefore(step, saved) === null;
          const label = `${index + 1}. ${PURCHASE_STEP_TITLES[step]}${saved.includes(step) ? ' (done)' : ''}`;
          return (
            <li key={step} data-state={step === current ? 'current' : saved.includes(step) ? 'done' : 'todo'}>
              {reachable && step !== current ? (
                <a
                  href={`?step=${step}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onGo(step);
                  }}
                >
                  {label}
                </a>
              ) : (
                <span aria-current={step === current ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
