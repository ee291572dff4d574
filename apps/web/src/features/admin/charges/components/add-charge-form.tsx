import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CHARGE_MESSAGES,
  CHARGE_NOTE_MAX,
  CHARGE_REFERENCE_MAX,
  CHARGE_TYPE_LABELS,
  CHARGE_TYPES,
  MAX_CHARGE_FILES,
  NewChargeSchema,
} from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useAddCharge } from '../api/booking-charges';

type Input = z.input<typeof NewChargeSchema>;
type Output = z.output<typeof NewChargeSchema>;

// No amount until one is typed: the field starts empty, not at 0.
const EMPTY = { type: 'toll', reference: '', note: '' } as Input;
const FIELDS = ['type', 'amount', 'reference', 'note'] as const;

/**
 * docs/product.md#after-the-trip: staff add a charge to a Completed booking (type, whole-rupee
 * amount, reference, note, up to five evidence files). A refused save is said just above the
 * button with the focus moved to it; the fields the server names show their own message.
 */
export function AddChargeForm({ bookingId }: { bookingId: string }) {
  const id = useId();
  const add = useAddCharge(bookingId);
  // A new key empties the file input after a save (its value cannot be set to files).
  const [fileKey, setFileKey] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const addedRef = useFocusOnArrival<HTMLDivElement>(Boolean(added));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(NewChargeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (charge) => {
    setFailure(null);
    setAdded(null);
    if (files.length > MAX_CHARGE_FILES) {
      setFilesError(CHARGE_MESSAGES.tooManyFiles);
      setFailure(CHARGE_MESSAGES.tooManyFiles);
      return;
    }
    try {
      const saved = await add.mutateAsync({ charge, files });
      reset();
      setFiles([]);
      setFileKey((key) => key + 1);
      setAdded(
        `${CHARGE_TYPE_LABELS[saved.type]} charge of ${formatRupees(saved.amount)} added. ` +
          'The renter is told by text and e-mail.',
      );
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setFilesError(serverFieldErrors(error).files);
      setFailure(serverMessage(error, 'Could not add the charge. Please try again.'));
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="border rounded-3 p-3 bg-body-tertiary">
      <h4 id={`${id}-title`} className="h6 mb-3">
        Add a charge
      </h4>
      <div aria-live="polite">
        {added && (
          <Alert ref={addedRef} tabIndex={-1} variant="success" className="py-2">
            {added}
          </Alert>
        )}
      </div>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          id={`${id}-type`}
          label="Type"
          controlClass="form-select"
          error={errors.type?.message}
        >
          {(control) => (
            <select {...control} {...register('type')}>
              {CHARGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CHARGE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-amount`}
          label="Amount (₹, whole rupees)"
          error={errors.amount?.message}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...register('amount', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-reference`}
          label="Reference (optional)"
          hint="Challan number, FASTag transaction id, workshop invoice."
          error={errors.reference?.message}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={CHARGE_REFERENCE_MAX}
              {...register('reference')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-note`}
          label="Note for the renter (optional)"
          error={errors.note?.message}
        >
          {(control) => (
            <textarea {...control} rows={2} maxLength={CHARGE_NOTE_MAX} {...register('note')} />
          )}
        </FormField>
        <FormField
          id={`${id}-files`}
          label="Evidence files (optional)"
          hint={`Up to ${MAX_CHARGE_FILES}: photos (JPEG, PNG) or PDF. Only the renter and the staff see them.`}
          error={filesError}
        >
          {(control) => (
            <input
              {...control}
              key={fileKey}
              type="file"
              multiple
              accept="image/jpeg,image/png,application/pdf"
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                setFiles(chosen);
                setFilesError(
                  chosen.length > MAX_CHARGE_FILES ? CHARGE_MESSAGES.tooManyFiles : undefined,
                );
              }}
            />
          )}
        </FormField>
        {files.length > 0 && (
          <ul className="small text-body-secondary ps-3 mb-3">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`} className="text-break">
                {file.name}
              </li>
            ))}
          </ul>
        )}
        <FormFailure message={failure} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add the charge'}
        </Button>
      </form>
    </section>
  );
}
