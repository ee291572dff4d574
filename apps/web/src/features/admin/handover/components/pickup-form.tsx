import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { ERROR_CODES } from '@rental/shared/api-error';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@rental/shared/payments';
import { FormField } from '@/lib/form-field';
import { ApiError } from '@/lib/api-client';
import { useAgreement } from '../api/get-agreement';
import { useRecordPickup } from '../api/record-handover';
import { usePhotoError } from '../hooks/use-photo-error';
import { usePositionPhotos } from '../hooks/use-position-photos';
import type { HandoverBooking } from '../lib/handover-booking';
import {
  agreementReadings,
  EMPTY_PICKUP_FORM,
  PICKUP_FIELDS,
  parsePickupForm,
  pickupFormField,
  type PickupFormValues,
} from '../lib/pickup-form';
import { placeRefusal, resolverOf } from '../lib/record-form';
import { AgreementStep } from './agreement-step';
import { FormFailure } from './form-failure';
import { FuelLevelField } from './fuel-level-field';
import { OffDayField } from './off-day-field';
import { PositionWalk } from './position-walk';
import { SaveBar } from './save-bar';
import { UploadProgress } from './upload-progress';
import { NotesField, NumberField } from './touch-fields';

const resolver = resolverOf<PickupFormValues>((values) => parsePickupForm(values).errors ?? {});

/** The refusal that the renter's documents are neither approved nor ticked as checked. */
function isDocumentsRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ERROR_CODES.documentsNotApproved ||
      error.message === HANDOVER_MESSAGES.documentsNeeded ||
      !!error.fields?.documentsChecked)
  );
}

interface PickupFormProps {
  booking: HandoverBooking;
  onSaved: (booking: HandoverBooking) => void;
}

/**
 * docs/product.md#handover-and-bill: the pickup record, filled in beside the car on a phone:
 * odometer, fuel, photos, damage notes, the documents check and the passport deposit.
 */
export function PickupForm({ booking, onSaved }: PickupFormProps) {
  const save = useRecordPickup();
  const photos = usePositionPhotos();
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [photoError, setPhotoError] = usePhotoError(photos);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PickupFormValues>({ resolver, defaultValues: EMPTY_PICKUP_FORM });
  const depositTaken = useWatch({ control, name: 'depositTaken' });
  // The booked pickup's day in Kolkata: the answer carries it with +05:30.
  const bookedDate = booking.pickupDateTime.slice(0, 10);
  const [today] = useState(() => todayInKolkata());
  const offDay = bookedDate !== today;
  const agreement = useAgreement(booking._id);
  const agreed = agreement.data?.status === 'accepted';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setPhotoError(null);
    const parsed = parsePickupForm(values);
    if (!parsed.record) return;
    if (offDay && parsed.record.offDayReason === '') {
      setError('offDayReason', { type: 'required', message: HANDOVER_MESSAGES.offDayReasonNeeded });
      setFocus('offDayReason');
      return;
    }
    const photoProblem = photos.problem();
    if (photoProblem) {
      setPhotoError(photoProblem);
      document.getElementById('pickup-photos')?.focus();
      return;
    }
    // docs/product.md#rental-agreement: without the renter's agreement, a reason on record.
    if (!agreed && parsed.record.noAgreementReason === '') {
      setError('noAgreementReason', { type: 'required', message: AGREEMENT_MESSAGES.needed });
      setFocus('noAgreementReason');
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
      if (isDocumentsRefusal(error)) {
        setError('documentsChecked', { type: 'server', message: (error as ApiError).message });
        setFocus('documentsChecked');
        return;
      }
      setFailure(
        placeRefusal(
          error,
          'The pickup could not be saved. Please try again.',
          (field, message) => {
            const name = pickupFormField(field);
            if (name === 'photos') setPhotoError(message);
            else if ((PICKUP_FIELDS as readonly string[]).includes(name))
              setError(name as keyof PickupFormValues, { type: 'server', message });
            else return false;
            return true;
          },
        ),
      );
    }
  });

  return (
    <Form noValidate onSubmit={submit} className="handover-form" aria-label="Pickup record">
      <FormFailure message={failure} />
      {offDay && (
        <OffDayField
          bookedDate={bookedDate}
          today={today}
          field={register('offDayReason')}
          error={errors.offDayReason?.message}
        />
      )}
      <NumberField
        id="pickup-odometer"
        label="Odometer (km)"
        error={errors.odometerKm?.message}
        className="mb-4"
        field={register('odometerKm')}
      />
      <FuelLevelField
        id="pickup-fuel"
        field={register('fuelLevel')}
        error={errors.fuelLevel?.message}
      />
      <PositionWalk id="pickup-photos" photos={photos} error={photoError} />
      <NotesField
        id="pickup-notes"
        label="Damage notes"
        hint="Scratches, dents and anything missing, where they are."
        error={errors.damageNotes?.message}
        className="mb-4"
        field={register('damageNotes')}
      />
      <div className="handover-card mb-4">
        <div className="form-check handover-check">
          <input
            id="pickup-documents"
            type="checkbox"
            className={`form-check-input${errors.documentsChecked ? ' is-invalid' : ''}`}
            aria-invalid={errors.documentsChecked ? true : undefined}
            aria-describedby={
              errors.documentsChecked ? 'pickup-documents-error' : 'pickup-documents-hint'
            }
            {...register('documentsChecked')}
          />
          <label htmlFor="pickup-documents" className="form-check-label fw-medium">
            Originals of licence and ID checked at the counter
          </label>
        </div>
        {errors.documentsChecked ? (
          <div id="pickup-documents-error" className="invalid-feedback d-block" role="alert">
            {errors.documentsChecked.message}
          </div>
        ) : (
          <div id="pickup-documents-hint" className="form-text">
            Needed when the renter&rsquo;s licence and ID are not approved online yet.
          </div>
        )}
      </div>
      <fieldset className="handover-card mb-4">
        <legend className="visually-hidden">Passport deposit</legend>
        <div className="form-check handover-check">
          <input
            id="pickup-deposit"
            type="checkbox"
            className="form-check-input"
            aria-controls="pickup-deposit-fields"
            {...register('depositTaken')}
          />
          <label htmlFor="pickup-deposit" className="form-check-label fw-medium">
            Passport deposit taken
          </label>
        </div>
        <div id="pickup-deposit-fields" hidden={!depositTaken} className="mt-3">
          <NumberField
            id="pickup-deposit-amount"
            label="Deposit (₹)"
            error={errors.depositAmount?.message}
            field={register('depositAmount')}
          />
          <FormField
            id="pickup-deposit-method"
            label="Paid by"
            error={errors.depositMethod?.message}
            className="mb-0"
          >
            {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
              <Form.Select
                id={id}
                size="lg"
                isInvalid={invalid}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('depositMethod')}
              >
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </option>
                ))}
              </Form.Select>
            )}
          </FormField>
        </div>
      </fieldset>
      <AgreementStep
        bookingId={booking._id}
        readings={() => agreementReadings(getValues())}
        reasonField={register('noAgreementReason')}
        reasonError={errors.noAgreementReason?.message}
      />
      <UploadProgress id="pickup-sent" fraction={sent} />
      <SaveBar
        label="Save pickup"
        busyLabel="Saving pickup…"
        busy={isSubmitting}
        waiting={photos.preparing}
      />
    </Form>
  );
}
