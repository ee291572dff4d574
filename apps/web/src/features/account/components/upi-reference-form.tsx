import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { UPI_REFERENCE_LENGTH, UpiReferenceSchema } from '@rental/shared/payments';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';

const ReferenceFormSchema = z.object({ reference: UpiReferenceSchema });

interface UpiReferenceFormProps {
  /** The call that records the reference (the advance's, a charge's) and its last failure. */
  record: { mutateAsync: (reference: string) => Promise<unknown>; error: unknown };
}

/**
 * The 12-digit UPI reference (UTR) of a UPI payment (the advance, a charge after the trip):
 * sending it records a payment the business then checks. A reference already used is refused
 * with the server's message.
 */
export function UpiReferenceForm({ record }: UpiReferenceFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ReferenceFormSchema), defaultValues: { reference: '' } });

  const onSubmit = handleSubmit(async ({ reference }) => {
    try {
      await record.mutateAsync(reference);
    } catch (error) {
      applyServerFieldErrors(error, ['reference'], setError);
    }
  });
  const failure =
    record.error && !errors.reference
      ? serverMessage(record.error, 'We could not record the reference. Please try again.')
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="upi-reference-form">
      <FormField
        id={`${id}-reference`}
        label="UPI reference (UTR)"
        hint={`The ${UPI_REFERENCE_LENGTH}-digit number your UPI app shows after paying, as UPI Ref No. or UTR.`}
        error={errors.reference?.message}
        className="mb-2"
      >
        {(control) => (
          <input
            {...control}
            {...register('reference')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={UPI_REFERENCE_LENGTH + 4}
            placeholder="e.g. 412345678901"
          />
        )}
      </FormField>
      {failure && (
        <p className="alert alert-danger py-2 small mb-2" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting && (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        )}
        {isSubmitting ? 'Sending...' : 'Send the reference'}
      </button>
    </form>
  );
}
