import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { EXTRA_CHARGE_KINDS, EXTRA_CHARGE_LABELS } from '@rental/shared/bill';
import { MAX_CHARGE_LINES } from '@rental/shared/handover';
import { FormField } from '@/lib/form-field';
import { EMPTY_CHARGE_LINE, type ReturnFormValues } from '../lib/return-form';
import { DamagePhotos, type PhotoChoice } from './damage-photos';
import { NumberField } from './touch-fields';

interface ChargeLinesProps {
  control: Control<ReturnFormValues>;
  register: UseFormRegister<ReturnFormValues>;
  errors: FieldErrors<ReturnFormValues>['charges'];
  /** The photos of this return a damage line may cite. */
  photoChoices: readonly PhotoChoice[];
  /** What the plan's cap leaves, said beside a damage line's amount. */
  capHint?: (index: number) => string | undefined;
}

/**
 * docs/product.md#handover-and-bill: the lines the staff add at the return (refuelling, damage,
 * tolls, fines, cleaning), each with what it is for and its amount in whole rupees.
 */
export function ChargeLines({
  control,
  register,
  errors,
  photoChoices,
  capHint,
}: ChargeLinesProps) {
  const lines = useFieldArray({ control, name: 'charges' });
  const kinds = useWatch({ control, name: 'charges' })?.map((line) => line?.kind);
  const addButton = useRef<HTMLButtonElement>(null);
  const add = () =>
    lines.append({ ...EMPTY_CHARGE_LINE }, { focusName: `charges.${lines.fields.length}.kind` });
  // The removed line's button goes with it: the focus waits on the add button instead.
  const remove = (index: number) => {
    lines.remove(index);
    addButton.current?.focus();
  };
  return (
    <section className="mb-4" aria-labelledby="charges-title">
      <h2 id="charges-title" className="h6 fw-semibold mb-1">
        Extra charges
      </h2>
      <p className="form-text mt-0 mb-2">
        Refuelling when the tank is lower than at pickup, damage, tolls, fines or cleaning.
      </p>
      {lines.fields.length > 0 && (
        <ol className="list-unstyled mb-2">
          {lines.fields.map((line, index) => {
            const lineErrors = errors?.[index];
            const number = index + 1;
            return (
              <li key={line.id} className="handover-charge">
                <div className="d-flex justify-content-between align-items-center mb-2">
                  <h3 className="h6 mb-0">Charge {number}</h3>
                  <button
                    type="button"
                    className="btn btn-link text-danger handover-touch px-2"
                    onClick={() => remove(index)}
                  >
                    Remove charge {number}
                  </button>
                </div>
                <FormField
                  id={`charge-${index}-kind`}
                  label="For"
                  error={lineErrors?.kind?.message}
                >
                  {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
                    <Form.Select
                      id={id}
                      size="lg"
                      isInvalid={invalid}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      {...register(`charges.${index}.kind`)}
                    >
                      <option value="">Choose…</option>
                      {EXTRA_CHARGE_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {EXTRA_CHARGE_LABELS[kind]}
                        </option>
                      ))}
                    </Form.Select>
                  )}
                </FormField>
                <FormField
                  id={`charge-${index}-description`}
                  label="Description"
                  error={lineErrors?.description?.message}
                >
                  {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
                    <Form.Control
                      id={id}
                      size="lg"
                      maxLength={200}
                      isInvalid={invalid}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      {...register(`charges.${index}.description`)}
                    />
                  )}
                </FormField>
                {kinds?.[index] === 'damage' && (
                  <DamagePhotos
                    id={`charge-${index}-photos`}
                    choices={photoChoices}
                    field={register(`charges.${index}.photos`)}
                    error={lineErrors?.photos?.message}
                  />
                )}
                <NumberField
                  id={`charge-${index}-amount`}
                  label="Amount (₹)"
                  hint={kinds?.[index] === 'damage' ? capHint?.(index) : undefined}
                  error={lineErrors?.amount?.message}
                  className="mb-0"
                  field={register(`charges.${index}.amount`)}
                />
              </li>
            );
          })}
        </ol>
      )}
      {lines.fields.length < MAX_CHARGE_LINES && (
        <button
          ref={addButton}
          type="button"
          className="btn btn-outline-secondary handover-touch w-100"
          onClick={add}
        >
          + Add a charge
        </button>
      )}
    </section>
  );
}
