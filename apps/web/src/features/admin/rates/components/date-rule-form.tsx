import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  DateRuleCreateSchema,
  type FleetRates,
  type StoredDateRule,
} from '@rental/shared/pricing/rate-card-schemas';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useAddDateRule } from '../api/fleet-rates';

type Input = z.input<typeof DateRuleCreateSchema>;
type Output = z.output<typeof DateRuleCreateSchema>;

const FIELDS = ['kind', 'label', 'percent', 'from', 'to', 'carId'] as const;
const emptyIsNull = (v: unknown) => (v === '' ? null : v);

interface DateRuleFormProps {
  cars: FleetRates['cars'];
  onAdded: (rule: StoredDateRule) => void;
}

/**
 * docs/product.md#rate-plans: a date range (a festival) or the weekend, a percentage up or down,
 * for the whole fleet or one car. It changes the day price of the single days it covers.
 */
export function DateRuleForm({ cars, onAdded }: DateRuleFormProps) {
  const add = useAddDateRule();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(DateRuleCreateSchema),
    defaultValues: { kind: 'range', label: '', from: null, to: null, carId: null },
  });
  const kind = useWatch({ control, name: 'kind' });
  const onSubmit = handleSubmit((input) =>
    // A weekend rule has no dates, whatever was typed before the kind changed.
    add.mutate(input.kind === 'weekend' ? { ...input, from: null, to: null } : input, {
      onSuccess: (rule) => {
        reset();
        onAdded(rule);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  const failed = add.isError && !Object.keys(errors).length;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="date-rule-title">
      <div className="card-body">
        <h2 id="date-rule-title" className="h5 mb-3">
          Add a date rule
        </h2>
        <form noValidate onSubmit={onSubmit}>
          <div aria-live="polite">
            {failed && (
              <Alert variant="danger">
                {serverMessage(add.error, 'Could not add the rule. Please try again.')}
              </Alert>
            )}
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 fw-medium">When</legend>
            <div className="form-check form-check-inline">
              <input
                id="rule-kind-range"
                type="radio"
                className="form-check-input"
                value="range"
                {...register('kind')}
              />
              <label htmlFor="rule-kind-range" className="form-check-label">
                Date range
              </label>
            </div>
            <div className="form-check form-check-inline">
              <input
                id="rule-kind-weekend"
                type="radio"
                className="form-check-input"
                value="weekend"
                {...register('kind')}
              />
              <label htmlFor="rule-kind-weekend" className="form-check-label">
                Every weekend (Saturday and Sunday)
              </label>
            </div>
          </fieldset>
          <div className="row g-md-3">
            <div className="col-md-6">
              <FormField id="rule-label" label="Name" error={errors.label?.message}>
                {(c) => <input {...c} placeholder="e.g. Diwali" {...register('label')} />}
              </FormField>
            </div>
            <div className="col-md-6">
              <FormField
                id="rule-percent"
                label="Change of the day price (%)"
                hint="20 adds 20 %; -10 takes 10 % off."
                error={errors.percent?.message}
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    inputMode="numeric"
                    step={1}
                    {...register('percent', {
                      setValueAs: (v: string) => (v === '' ? NaN : Number(v)),
                    })}
                  />
                )}
              </FormField>
            </div>
            {kind === 'range' && (
              <>
                <div className="col-6">
                  <FormField id="rule-from" label="First day" error={errors.from?.message}>
                    {(c) => (
                      <input
                        {...c}
                        type="date"
                        {...register('from', { setValueAs: emptyIsNull })}
                      />
                    )}
                  </FormField>
                </div>
                <div className="col-6">
                  <FormField id="rule-to" label="Last day" error={errors.to?.message}>
                    {(c) => (
                      <input {...c} type="date" {...register('to', { setValueAs: emptyIsNull })} />
                    )}
                  </FormField>
                </div>
              </>
            )}
            <div className="col-12">
              <FormField
                id="rule-car"
                label="Cars"
                controlClass="form-select"
                error={errors.carId?.message}
              >
                {(c) => (
                  <select {...c} {...register('carId', { setValueAs: emptyIsNull })}>
                    <option value="">Every car</option>
                    {cars.map((car) => (
                      <option key={car._id} value={car._id}>
                        {car.name} ({car.branch})
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add the rule'}
          </Button>
        </form>
      </div>
    </section>
  );
}
