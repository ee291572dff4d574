import { defaultPlan } from '@rental/shared/protection';
import { formatRupees } from '@rental/shared/rental';
import { useProtectionPlans } from '../api/protection-plans';

interface ProtectionChoiceProps {
  /** The plan the renter picked; undefined keeps the default (the cheapest on offer). */
  value: string | undefined;
  onChange: (planId: string) => void;
  disabled: boolean;
}

/**
 * docs/product.md#protection-plans: the renter picks how much of any damage they pay at most;
 * the quote prices the plan per day. Nothing shows when the owner offers no plans.
 */
export function ProtectionChoice({ value, onChange, disabled }: ProtectionChoiceProps) {
  const { data } = useProtectionPlans();
  // A failed or odd answer leaves the choice out: the server then books its default plan.
  const plans = Array.isArray(data) ? data : [];
  if (plans.length === 0) return null;
  const chosen = value ?? defaultPlan(plans)?._id;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 fw-medium mb-2">Protection plan</legend>
      <div className="d-grid gap-2">
        {plans.map((plan) => (
          <label key={plan._id} className="document-option" htmlFor={`protection-${plan._id}`}>
            <input
              id={`protection-${plan._id}`}
              type="radio"
              name="protectionPlan"
              className="form-check-input mt-0"
              value={plan._id}
              checked={chosen === plan._id}
              disabled={disabled}
              onChange={() => onChange(plan._id)}
            />
            <span>
              <span className="d-block fw-medium">
                {plan.name}:{' '}
                {plan.pricePerDay === 0 ? 'included' : `${formatRupees(plan.pricePerDay)} a day`}
              </span>
              <span className="d-block small text-body-secondary">
                You pay at most {formatRupees(plan.damageCap)} for any damage.
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
