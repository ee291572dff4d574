import type { UseFormRegisterReturn } from 'react-hook-form';
import { EXCLUSION_REASON_MAX } from '@rental/shared/protection';

interface CapExclusionFieldProps {
  id: string;
  /** The checkbox: staff lift the plan's cap for this damage. */
  checkbox: UseFormRegisterReturn;
  /** The reason, asked only once the box is ticked. */
  reason: UseFormRegisterReturn;
  ticked: boolean;
  error?: string;
}

/**
 * docs/product.md#protection-plans: a damage charge is capped at what the renter's plan leaves,
 * unless staff record an exclusion (drunk driving, say); the reason is required then, audited and
 * shown to the renter. Used by the return form and by "Add a charge".
 */
export function CapExclusionField({ id, checkbox, reason, ticked, error }: CapExclusionFieldProps) {
  const errorId = `${id}-reason-error`;
  const hintId = `${id}-reason-hint`;
  return (
    <div className="mb-3">
      <div className="form-check">
        <input id={id} type="checkbox" className="form-check-input" {...checkbox} />
        <label htmlFor={id} className="form-check-label">
          Exclusion (lifts the plan&apos;s cap)
        </label>
      </div>
      {ticked && (
        <div className="mt-2">
          <label htmlFor={`${id}-reason`} className="form-label fw-medium">
            Reason for the exclusion
          </label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={EXCLUSION_REASON_MAX}
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            {...reason}
          />
          {error && (
            <div id={errorId} className="invalid-feedback d-block">
              {error}
            </div>
          )}
          <div id={hintId} className="form-text">
            Kept in the booking&apos;s history and shown to the renter.
          </div>
        </div>
      )}
    </div>
  );
}
