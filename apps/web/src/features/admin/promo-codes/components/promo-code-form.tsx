import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { BRANCH_NAMES } from '@rental/shared/business';
import { CAR_TYPES } from '@rental/shared/constants';
import { MAX_PROMO_PERCENT, type PromoCode } from '@rental/shared/promo';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useSavePromoCode } from '../api/save-promo-code';
import { EMPTY_PROMO, promoFormOf, promoRequest, type PromoFormValues } from '../lib/promo-form';

interface PromoCodeFormProps {
  /** The code being changed, or null for a new one. */
  editing: PromoCode | null;
  onDone: (saved: PromoCode | null) => void;
}

function Ticks(props: {
  legend: string;
  hint: string;
  name: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-medium fs-6 mb-1">{props.legend}</legend>
      <p className="form-text mt-0 mb-1">{props.hint}</p>
      <div className="d-flex flex-wrap gap-3">
        {props.options.map((option) => {
          const id = `promo-${props.name}-${option}`;
          return (
            <div className="form-check" key={option}>
              <input
                id={id}
                type="checkbox"
                className="form-check-input"
                checked={props.value.includes(option)}
                onChange={(e) =>
                  props.onChange(
                    e.target.checked
                      ? [...props.value, option]
                      : props.value.filter((v) => v !== option),
                  )
                }
              />
              <label htmlFor={id} className="form-check-label">
                {option}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** docs/product.md#promo-codes: the owner's form of a code; one column on a phone. */
export function PromoCodeForm({ editing, onDone }: PromoCodeFormProps) {
  const save = useSavePromoCode();
  const [v, setValues] = useState<PromoFormValues>(() =>
    editing ? promoFormOf(editing) : EMPTY_PROMO,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof PromoFormValues>(key: K, value: PromoFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = promoRequest(v, editing?._id ?? null);
    if (!request.ok) {
      setErrors(request.errors);
      // The first wrong field may be far above the button on a phone: take the eye there.
      const first = Object.keys(request.errors)[0];
      if (first) document.getElementById(`promo-${first}`)?.focus();
      return;
    }
    save.mutate(request, {
      onSuccess: (saved) => onDone(saved),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, 'Could not save the code. Please try again.'));
      },
    });
  };

  const text = (
    key: 'code' | 'value' | 'minDays' | 'maxUses' | 'validFrom' | 'validTo',
    label: ReactNode,
    props: { type?: string; inputMode?: 'numeric'; hint?: string; disabled?: boolean } = {},
  ) => (
    <FormField id={`promo-${key}`} label={label} error={errors[key]} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={v[key]}
          disabled={props.disabled}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="promo-form-title">
      <div className="card-body">
        <h2 id="promo-form-title" className="h5 mb-3">
          {editing ? `Edit ${editing.code}` : 'New promo code'}
        </h2>
        <form noValidate onSubmit={submit}>
          <div className="row g-0 gx-md-3">
            <div className="col-md-6">
              {text('code', 'Code', {
                hint: editing
                  ? 'A code keeps its name: bookings and offers carry it.'
                  : '3 to 20 letters, digits or dashes; renters may type it in any case.',
                disabled: editing !== null,
              })}
            </div>
            <div className="col-md-6">
              <fieldset className="mb-3">
                <legend className="form-label fw-medium fs-6 mb-1">Discount</legend>
                <div className="d-flex gap-3 mb-2">
                  {(['percent', 'flat'] as const).map((kind) => (
                    <div className="form-check" key={kind}>
                      <input
                        id={`promo-kind-${kind}`}
                        type="radio"
                        name="promo-kind"
                        className="form-check-input"
                        checked={v.kind === kind}
                        onChange={() => set('kind', kind)}
                      />
                      <label htmlFor={`promo-kind-${kind}`} className="form-check-label">
                        {kind === 'percent' ? 'Percent' : 'Flat rupees'}
                      </label>
                    </div>
                  ))}
                </div>
                {text('value', v.kind === 'percent' ? 'Percent off' : 'Rupees off', {
                  inputMode: 'numeric',
                  hint:
                    v.kind === 'percent'
                      ? `1 to ${MAX_PROMO_PERCENT}; rounded down to the rupee.`
                      : 'Never more than the rental amount.',
                })}
              </fieldset>
            </div>
            <div className="col-6 pe-2 pe-md-0">
              {text('validFrom', 'Valid from', { type: 'date', hint: 'Empty: from today.' })}
            </div>
            <div className="col-6 ps-2 ps-md-0">
              {text('validTo', 'Valid until', { type: 'date', hint: 'Empty: no end.' })}
            </div>
            <div className="col-6 pe-2 pe-md-0">
              {text('minDays', 'Minimum days', { inputMode: 'numeric' })}
            </div>
            <div className="col-6 ps-2 ps-md-0">
              {text('maxUses', 'Total uses', {
                inputMode: 'numeric',
                hint: 'Empty: no limit.',
              })}
            </div>
            <div className="col-md-6">
              <Ticks
                legend="Car types"
                hint="None ticked: every type."
                name="type"
                options={CAR_TYPES}
                value={v.carTypes}
                onChange={(value) => set('carTypes', value)}
              />
            </div>
            <div className="col-md-6">
              <Ticks
                legend="Branches"
                hint="None ticked: every branch."
                name="branch"
                options={BRANCH_NAMES}
                value={v.branches}
                onChange={(value) => set('branches', value)}
              />
            </div>
          </div>
          <div className="form-check mb-2">
            <input
              id="promo-once"
              type="checkbox"
              className="form-check-input"
              checked={v.oncePerRenter}
              onChange={(e) => set('oncePerRenter', e.target.checked)}
            />
            <label htmlFor="promo-once" className="form-check-label">
              Once per renter
            </label>
          </div>
          {editing && (
            <div className="form-check mb-2">
              <input
                id="promo-active"
                type="checkbox"
                className="form-check-input"
                checked={v.active}
                onChange={(e) => set('active', e.target.checked)}
              />
              <label htmlFor="promo-active" className="form-check-label">
                Active
              </label>
            </div>
          )}
          <FormFailure message={failure} className="mt-3" />
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" disabled={save.isPending} className="flex-grow-1 flex-md-grow-0">
              {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Create code'}
            </Button>
            <Button variant="outline-secondary" onClick={() => onDone(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
