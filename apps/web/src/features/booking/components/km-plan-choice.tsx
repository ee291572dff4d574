import type { Car } from '@rental/shared/cars';
import { EXTRA_KM_CHARGE_RUPEES } from '@rental/shared/constants';
import type { KmPlan } from '@rental/shared/pricing/rate-card';
import { formatRupees } from '@rental/shared/rental';

interface KmPlanChoiceProps {
  car: Car;
  value: KmPlan;
  onChange: (plan: KmPlan) => void;
  disabled: boolean;
}

/**
 * docs/product.md#rate-plans: limited km (an allowance, then the extra-km charge) or, when the
 * car has the plan, unlimited km for a price per day. The quote shows what each costs.
 */
export function KmPlanChoice({ car, value, onChange, disabled }: KmPlanChoiceProps) {
  if (!car.unlimitedKmPerDay) return null;
  const options: { plan: KmPlan; title: string; note: string }[] = [
    {
      plan: 'limited',
      title: 'Limited km',
      note: `An allowance is included; each km beyond it costs ${formatRupees(EXTRA_KM_CHARGE_RUPEES)}.`,
    },
    {
      plan: 'unlimited',
      title: 'Unlimited km',
      note: `${formatRupees(car.unlimitedKmPerDay)} a day on top; no extra-km charge.`,
    },
  ];
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 fw-medium mb-2">Kilometres</legend>
      <div className="d-grid gap-2">
        {options.map((option) => (
          <label key={option.plan} className="document-option" htmlFor={`km-plan-${option.plan}`}>
            <input
              id={`km-plan-${option.plan}`}
              type="radio"
              name="kmPlan"
              className="form-check-input mt-0"
              value={option.plan}
              checked={value === option.plan}
              disabled={disabled}
              onChange={() => onChange(option.plan)}
            />
            <span>
              <span className="d-block fw-medium">{option.title}</span>
              <span className="d-block small text-body-secondary">{option.note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
