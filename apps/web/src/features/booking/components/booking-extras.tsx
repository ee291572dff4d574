import type { Car } from '@rental/shared/cars';
import type { KmPlan } from '@rental/shared/pricing/rate-card';
import { KmPlanChoice } from './km-plan-choice';
import { ProtectionChoice } from './protection-choice';

/** What a choice that changes the quote gets from the wizard. */
export interface ExtrasContext {
  car: Car;
  kmPlan: KmPlan;
  setKmPlan: (plan: KmPlan) => void;
  /** docs/product.md#protection-plans: the plan picked; undefined keeps the default. */
  protectionPlanId?: string;
  setProtectionPlanId?: (planId: string) => void;
  locked: boolean;
}

/**
 * docs/product.md#rate-plans: the schedule step's choices that add lines to the quote. Each
 * choice lives in its own file and is mounted here (the km plan today; doorstep delivery and a
 * protection plan are meant to join it); the quote shows whatever lines they add.
 */
export function BookingExtras(extras: ExtrasContext) {
  const { car, kmPlan, setKmPlan, locked } = extras;
  return (
    <div className="booking-extras">
      <KmPlanChoice car={car} value={kmPlan} onChange={setKmPlan} disabled={locked} />
      {extras.setProtectionPlanId && (
        <ProtectionChoice
          value={extras.protectionPlanId}
          onChange={extras.setProtectionPlanId}
          disabled={locked}
        />
      )}
    </div>
  );
}
