import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PROTECTION_CAP_MAX,
  PROTECTION_NAME_MAX,
  PROTECTION_PRICE_MAX,
  ProtectionPlanInputSchema,
  type ProtectionPlan,
} from '@rental/shared/protection';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useSaveProtectionPlan } from '../api/save-protection-plan';

type Input = z.input<typeof ProtectionPlanInputSchema>;
type Output = z.output<typeof ProtectionPlanInputSchema>;

const FIELDS = ['name', 'pricePerDay', 'damageCap', 'active', 'sortOrder'] as const;
// An empty box is no number: the schema then says what to type rather than saving ₹0.
// The default values pass through here too, as numbers or nothing.
const wholeNumber = (v: unknown) => {
  const typed = String(v ?? '').trim();
  return typed === '' ? NaN : Number(typed);
};

const defaults = (plan: ProtectionPlan | null) =>
  plan
    ? {
        name: plan.name,
        pricePerDay: plan.pricePerDay,
        damageCap: plan.damageCap,
        active: plan.active,
        sortOrder: plan.sortOrder,
      }
    : { name: '', active: true, sortOrder: 0 };

interface ProtectionPlanFormProps {
  /** The plan being changed, or null for a new one. Remount (key) to start again. */
  editing: ProtectionPlan | null;
  onDone: (saved: ProtectionPlan | null) => void;
}

/**
 * docs/product.md#protection-plans: the owner's form of a plan, checked by the server's schema;
 * one column on a phone. A change never reaches a booking already made.
 */
export function ProtectionPlanForm({ editing, onDone }: ProtectionPlanFormProps) {
  const save = useSaveProtectionPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ProtectionPlanInputSchema),
    defaultValues: defaults(editing),
  });
  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: editing?._id ?? null, body },
      {
        onSuccess: (saved) => onDone(saved),
        onError: (error) => {
          // The fields a refusal names (400, or the name a 409 finds taken) are marked, and the
          // server's own words are said by the button the owner pressed.
          applyServerFieldErrors(error, FIELDS, setError);
          setFailure(serverMessage(error, 'Could not save the plan. Please try again.'));
        },
      },
    );
  });
  const number = { setValueAs: wholeNumber };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="plan-form-title">
      <div className="card-body">
        <h2 id="plan-form-title" className="h5 mb-3">
          {editing ? `Edit ${editing.name}` : 'Add a plan'}
        </h2>
        <form noValidate onSubmit={onSubmit}>
          <div className="row g-0 gx-md-3">
            <div className="col-md-6">
              <FormField
                id="plan-name"
                label="Name"
                error={errors.name?.message}
                hint="Renters see it in the booking wizard."
              >
                {(c) => <input {...c} maxLength={PROTECTION_NAME_MAX} {...register('name')} />}
              </FormField>
            </div>
            <div className="col-6 col-md-3 pe-2 pe-md-0">
              <FormField
                id="plan-price"
                label="Price per day (₹)"
                error={errors.pricePerDay?.message}
                hint={`0 to ${formatRupees(PROTECTION_PRICE_MAX)}`}
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    {...register('pricePerDay', number)}
                  />
                )}
              </FormField>
            </div>
            <div className="col-6 col-md-3 ps-2 ps-md-0">
              <FormField
                id="plan-cap"
                label="Damage cap (₹)"
                error={errors.damageCap?.message}
                hint="The most the renter pays for damage."
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={PROTECTION_CAP_MAX}
                    step={1}
                    {...register('damageCap', number)}
                  />
                )}
              </FormField>
            </div>
            <div className="col-6 col-md-3 pe-2 pe-md-0">
              <FormField
                id="plan-order"
                label="Order"
                error={errors.sortOrder?.message}
                hint="0 to 99; lowest first."
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={99}
                    step={1}
                    {...register('sortOrder', number)}
                  />
                )}
              </FormField>
            </div>
          </div>
          <div className="form-check mb-3">
            <input
              id="plan-active"
              type="checkbox"
              className="form-check-input"
              aria-describedby="plan-active-hint"
              {...register('active')}
            />
            <label htmlFor="plan-active" className="form-check-label">
              Offered to renters
            </label>
            <div id="plan-active-hint" className="form-text">
              A withdrawn plan stays on the bookings that have it.
            </div>
          </div>
          <FormFailure message={failure} />
          <div className="d-flex gap-2">
            <Button type="submit" disabled={save.isPending} className="flex-grow-1 flex-md-grow-0">
              {save.isPending ? 'Saving…' : editing ? 'Save changes' : 'Add the plan'}
            </Button>
            {editing && (
              <Button variant="outline-secondary" onClick={() => onDone(null)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
