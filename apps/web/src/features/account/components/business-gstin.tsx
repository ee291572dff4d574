import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Booking } from '@rental/shared/bookings';
import { LEGAL_NAME_MAX, RenterGstinSchema, type RenterGstinAnswer } from '@rental/shared/gstin';
import { GSTIN_MESSAGES } from '@rental/shared/messages';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useSetRenterGstin } from '../api/set-renter-gstin';

type Input = z.input<typeof RenterGstinSchema>;
type Output = z.output<typeof RenterGstinSchema>;

/** "Bharat Traders Pvt Ltd, GSTIN 36AABCU9603R1ZM", or the GSTIN alone when given before names. */
const billedTo = (b: Pick<Booking, 'renterGstin' | 'renterLegalName'>) =>
  b.renterLegalName ? `${b.renterLegalName}, GSTIN ${b.renterGstin}` : `GSTIN ${b.renterGstin}`;

/**
 * docs/product.md#handover-and-bill: a renter who rents for a business gives its GSTIN and the
 * legal name registered with it, until the invoice is made at the return; after that the card
 * says whom the invoice was billed to.
 */
export function BusinessGstin({ booking: b }: { booking: Booking }) {
  const save = useSetRenterGstin(b);
  const [done, setDone] = useState<string>();
  const confirmation = useFocusOnArrival<HTMLParagraphElement>(done !== undefined);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(RenterGstinSchema),
    defaultValues: { gstin: b.renterGstin ?? '', legalName: b.renterLegalName ?? '' },
  });
  if (b.status === 'Cancelled') return null;
  if (b.invoiceNumber) {
    return b.renterGstin ? <p className="small mb-2">Invoice billed to {billedTo(b)}.</p> : null;
  }

  const send = (input: Output) => {
    setDone(undefined);
    save.mutate(input, {
      onSuccess: (answer: RenterGstinAnswer) => {
        reset({ gstin: answer.gstin ?? '', legalName: answer.legalName ?? '' });
        setDone(answer.gstin ? GSTIN_MESSAGES.saved : GSTIN_MESSAGES.removed);
      },
      onError: (error) => applyServerFieldErrors(error, ['gstin', 'legalName'], setError),
    });
  };
  const failed = save.isError && !Object.keys(errors).length;

  return (
    <details className="booking-more" open={b.renterGstin !== null || undefined}>
      <summary>
        {b.renterGstin ? `Invoice to ${billedTo(b)}` : 'Renting for a business? Add its GSTIN'}
      </summary>
      <form className="pt-3" noValidate onSubmit={handleSubmit(send)}>
        <FormField
          id={`gstin-${b._id}`}
          label="GSTIN of your business"
          controlClass="form-control font-monospace"
          error={errors.gstin?.message}
          hint="15 characters, such as 36AABCU9603R1ZM. The invoice shows it beside ours."
        >
          {(control) => (
            <input
              {...control}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              {...register('gstin')}
            />
          )}
        </FormField>
        <FormField
          id={`legal-name-${b._id}`}
          label="Legal name registered with it"
          error={errors.legalName?.message}
          hint="As on the GST registration certificate; the invoice is billed to it."
        >
          {(control) => (
            <input
              {...control}
              maxLength={LEGAL_NAME_MAX + 20}
              autoComplete="organization"
              {...register('legalName')}
            />
          )}
        </FormField>
        <FormFailure
          message={
            failed ? serverMessage(save.error, 'Could not save the GSTIN. Please try again.') : null
          }
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-outline-primary" disabled={save.isPending}>
            Save GSTIN
          </button>
          {b.renterGstin && (
            <button
              type="button"
              className="btn btn-link"
              disabled={save.isPending}
              onClick={() => send({ gstin: null, legalName: null })}
            >
              Remove it
            </button>
          )}
        </div>
        <div aria-live="polite">
          {done && (
            <p ref={confirmation} tabIndex={-1} className="small text-success mt-2 mb-0">
              {done}
            </p>
          )}
        </div>
      </form>
    </details>
  );
}
