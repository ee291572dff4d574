import { BOOKING_STEPS } from '@rental/shared/constants';
import { WIZARD_STEPS } from './wizard-steps';

/** Where the customer is in the six steps. Names show from tablet width; numbers always. */
export function StepProgress({ step }: { step: number }) {
  return (
    <nav aria-label="Booking steps" className="booking-progress">
      <p className="small text-body-secondary">
        Step {step + 1} of {BOOKING_STEPS}
      </p>
      <ol className="booking-steps">
        {WIZARD_STEPS.map(({ title }, i) => (
          <li
            key={title}
            className={i < step ? 'done' : i === step ? 'current' : undefined}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="booking-step-dot" aria-hidden="true">
              {i < step ? '✓' : i + 1}
            </span>
            <span className="booking-step-name">
              {title}
              {i < step && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
