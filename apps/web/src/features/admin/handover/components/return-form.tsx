import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { FUEL_LEVELS, type FuelLevel } from '@rental/shared/bill';
import { capLeftText } from '@rental/shared/damage-cap';
import { PHOTO_POSITIONS, POSITION_LABELS } from '@rental/shared/handover-photos';
import { CapExclusionField } from '@/components/cap-exclusion-field';
import { useRecordReturn } from '../api/record-handover';
import { usePhotoError } from '../hooks/use-photo-error';
import { usePositionPhotos } from '../hooks/use-position-photos';
import type { HandoverBooking } from '../lib/handover-booking';
import { placeRefusal, resolverOf } from '../lib/record-form';
import {
  capLeftBefore,
  EMPTY_RETURN_FORM,
  parseReturnForm,
  type ReturnFormValues,
} from '../lib/return-form';
import { ChargeLines } from './charge-lines';
import { FormFailure } from './form-failure';
import { FuelLevelField } from './fuel-level-field';
import { LiveBill, LiveBillTotal } from './live-bill';
import { PositionWalk } from './position-walk';
import { SaveBar } from './save-bar';
import { UploadProgress } from './upload-progress';
import { NotesField, NumberField } from './touch-fields';

const resolver = resolverOf<ReturnFormValues>((values) => parseReturnForm(values).errors ?? {});

const isFormField = (name: string) =>
  ['odometerKm', 'fuelLevel', 'damageNotes', 'exclusionReason'].includes(name) ||
  /^charges\.\d+\.(kind|description|amount|photos)$/.test(name);

/** What a damage line may cite: the six positions, then the close-ups by their note. */
const photoChoices = (closeUps: readonly { note: string }[]) => [
  ...PHOTO_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] })),
  ...closeUps.map((closeUp, i) => ({
    value: `close-up-${i + 1}`,
    label: `Close-up ${i + 1}${closeUp.note ? `: ${closeUp.note}` : ''}`,
  })),
];

function fuelHint(pickupLevel: FuelLevel, level: FuelLevel | ''): string {
  const lower = level !== '' && FUEL_LEVELS.indexOf(level) < FUEL_LEVELS.indexOf(pickupLevel);
  return lower
    ? `Lower than at pickup (${pickupLevel}): add a Refuelling charge with the cost.`
    : `At pickup: ${pickupLevel}.`;
}

interface ReturnFormProps {
  /** A booking with its pickup recorded. */
  booking: HandoverBooking & { pickup: NonNullable<HandoverBooking['pickup']> };
  onSaved: (booking: HandoverBooking) => void;
}

/**
 * docs/product.md#handover-and-bill: the return record, with the extra charges and the bill the
 * server would make, shown live before the staff save and close the rental.
 */
export function ReturnForm({ booking, onSaved }: ReturnFormProps) {
  const save = useRecordReturn();
  const photos = usePositionPhotos();
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [photoError, setPhotoError] = usePhotoError(photos);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnFormValues>({ resolver, defaultValues: EMPTY_RETURN_FORM });
  const values = useWatch({ control }) as ReturnFormValues;
  const pickup = { odometerKm: booking.pickup.odometerKm, fuelLevel: booking.pickup.fuelLevel };
  const plan = booking.protection;
  const charges = values.charges ?? [];
  const capLeft = plan ? capLeftBefore(charges, plan.damageCap) : [];
  const capHint = (index: number) => {
    const left = capLeft[index];
    return plan && left != null
      ? capLeftText({ plan: plan.name, cap: plan.damageCap, left })
      : undefined;
  };

  const submit = handleSubmit(async (typed) => {
    setFailure(null);
    setPhotoError(null);
    const parsed = parseReturnForm(typed);
    if (!parsed.record) return;
    const photoProblem = photos.problem();
    if (photoProblem) {
      setPhotoError(photoProblem);
      document.getElementById('return-photos')?.focus();
      return;
    }
    const upload = photos.upload();
    setSent(0);
    try {
      const saved = await save.mutateAsync({
        id: booking._id,
        record: { ...parsed.record, photos: upload.photos },
        photos: upload.files,
        onProgress: setSent,
      });
      onSaved(saved);
    } catch (error) {
      setSent(null);
      setFailure(
        placeRefusal(
          error,
          'The return could not be saved. Please try again.',
          (field, message) => {
            if (field === 'photos') setPhotoError(message);
            else if (field === 'damageCapExclusion')
              setError('exclusionReason', { type: 'server', message });
            else if (isFormField(field))
              setError(field as 'odometerKm', { type: 'server', message });
            else return false;
            return true;
          },
        ),
      );
    }
  });

  return (
    <Form noValidate onSubmit={submit} className="handover-form" aria-label="Return record">
      <NumberField
        id="return-odometer"
        label="Odometer (km)"
        hint={`At pickup: ${booking.pickup.odometerKm.toLocaleString('en-IN')} km.`}
        error={errors.odometerKm?.message}
        className="mb-4"
        field={register('odometerKm')}
      />
      <FuelLevelField
        id="return-fuel"
        field={register('fuelLevel')}
        error={errors.fuelLevel?.message}
        hint={fuelHint(booking.pickup.fuelLevel, values.fuelLevel ?? '')}
      />
      <PositionWalk
        id="return-photos"
        photos={photos}
        error={photoError}
        pickup={booking.pickup.photos}
      />
      <NotesField
        id="return-notes"
        label="Damage notes"
        hint="New scratches, dents or anything missing since the pickup."
        error={errors.damageNotes?.message}
        className="mb-4"
        field={register('damageNotes')}
      />
      <ChargeLines
        control={control}
        register={register}
        errors={errors.charges}
        photoChoices={photoChoices(photos.closeUps)}
        capHint={capHint}
      />
      {plan && charges.some((line) => line.kind === 'damage') && (
        <CapExclusionField
          id="return-exclusion"
          checkbox={register('excludeFromCap')}
          reason={register('exclusionReason')}
          ticked={values.excludeFromCap === true}
          error={errors.exclusionReason?.message}
        />
      )}
      <LiveBill bookingId={booking._id} values={values} pickup={pickup} />
      <UploadProgress id="return-sent" fraction={sent} />
      {/* Just above the save button, where the staff's eyes are when a save is refused. */}
      <FormFailure message={failure} />
      <SaveBar
        label="Save return"
        busyLabel="Saving return…"
        busy={isSubmitting}
        waiting={photos.preparing}
      >
        <LiveBillTotal bookingId={booking._id} values={values} pickup={pickup} />
      </SaveBar>
    </Form>
  );
}
