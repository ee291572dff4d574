import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CHARGE_MESSAGES,
  CHARGE_NOTE_MAX,
  CHARGE_REFERENCE_MAX,
  CHARGE_TYPE_LABELS,
  CHARGE_TYPES,
  MAX_CHARGE_FILES,
  NewChargeSchema,
  type DamageCapLeft,
} from '@rental/shared/charges';
import { capLeftText } from '@rental/shared/damage-cap';
import type { Handover } from '@rental/shared/handover';
import { DAMAGE_CLAIM_MESSAGES } from '@rental/shared/messages';
import { formatRupees } from '@rental/shared/rental';
import { CapExclusionField } from '@/components/cap-exclusion-field';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useAddCharge } from '../api/booking-charges';
import { CitePhotos } from './cite-photos';

type Input = z.input<typeof NewChargeSchema>;
type Output = z.output<typeof NewChargeSchema>;

// No amount until one is typed: the field starts empty, not at 0.
const EMPTY = {
  type: 'toll',
  reference: '',
  note: '',
  photos: [] as string[],
  excludeFromCap: false,
  exclusionReason: '',
} as Input;
const FIELDS = ['type', 'amount', 'reference', 'note', 'photos', 'exclusionReason'] as const;

interface AddChargeFormProps {
  bookingId: string;
  /** The booking's photos a damage charge may cite; the return's is null before it. */
  photos: { pickup: Handover['photos']; back: Handover['photos'] | null };
  /** The plan's cap and what is left of it; null without a plan (damage is not capped). */
  damageCap: DamageCapLeft | null;
}

/**
 * docs/product.md#after-the-trip: staff add a charge to a Completed booking (type, whole-rupee
 * amount, reference, note, up to five evidence files). A damage charge cites the booking's photos
 * (docs/product.md#damage-claims) and shows the plan's cap, which an exclusion with its reason
 * lifts (docs/product.md#protection-plans). A refused save is said just above the button with the
 * focus moved to it; the fields the server names show their own message.
 */
export function AddChargeForm({ bookingId, photos, damageCap }: AddChargeFormProps) {
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
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(NewChargeSchema),
    defaultValues: EMPTY,
  });
  const damage = useWatch({ control, name: 'type' }) === 'damage';
  const excluded = useWatch({ control, name: 'excludeFromCap' }) === true;
  // Cites and the exclusion belong to damage only: another type sends neither.
  useEffect(() => {
    if (damage) return;
    setValue('photos', []);
    setValue('excludeFromCap', false);
    setValue('exclusionReason', '');
  }, [damage, setValue]);

  const onSubmit = handleSubmit(async (charge) => {
    setFailure(null);
    setAdded(null);
    if (files.length > MAX_CHARGE_FILES) {
      setFilesError(CHARGE_MESSAGES.tooManyFiles);
      setFailure(CHARGE_MESSAGES.tooManyFiles);
      return;
    }
    const attachedImage = files.some((file) => file.type.startsWith('image/'));
    if (charge.type === 'damage' && charge.photos.length === 0 && !attachedImage) {
      setError('photos', { type: 'proof', message: DAMAGE_CLAIM_MESSAGES.needsPhoto });
      document.getElementById(`${id}-photos-0`)?.focus();
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
          hint={damage && damageCap ? capLeftText(damageCap) : undefined}
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
        {damage && damageCap && (
          <CapExclusionField
            id={`${id}-exclusion`}
            checkbox={register('excludeFromCap')}
            reason={register('exclusionReason')}
            ticked={excluded}
            error={errors.exclusionReason?.message}
          />
        )}
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
        {damage && (
          <Controller
            control={control}
            name="photos"
            render={({ field }) => (
              <CitePhotos
                id={`${id}-photos`}
                pickup={photos.pickup}
                back={photos.back}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.photos?.message}
              />
            )}
          />
        )}
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
