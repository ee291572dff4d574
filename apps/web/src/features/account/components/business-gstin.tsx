import { useId, useState, type FormEvent } from 'react';
import type { Booking } from '@rental/shared/bookings';
import { GstinSchema } from '@rental/shared/gstin';
import { GSTIN_MESSAGES } from '@rental/shared/messages';
import { ApiError } from '@/lib/api-client';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useSetRenterGstin } from '../api/set-renter-gstin';

/**
 * docs/product.md#handover-and-bill: a renter who rents for a business gives its GSTIN, until
 * the invoice is made at the return; after that the card says whom the invoice was made out to.
 */
export function BusinessGstin({ booking: b }: { booking: Booking }) {
  const id = useId();
  const save = useSetRenterGstin(b);
  const [value, setValue] = useState(b.renterGstin ?? '');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const confirmation = useFocusOnArrival<HTMLParagraphElement>(done !== undefined);
  if (b.status === 'Cancelled') return null;
  if (b.invoiceNumber) {
    return b.renterGstin ? (
      <p className="small mb-2">Invoice made out to GSTIN {b.renterGstin}.</p>
    ) : null;
  }

  const send = (gstin: string | null) => {
    setDone(undefined);
    save.mutate(gstin, {
      onSuccess: (answer) => {
        setValue(answer.gstin ?? '');
        setDone(answer.gstin ? GSTIN_MESSAGES.saved : GSTIN_MESSAGES.removed);
      },
      onError: (error) =>
        setProblem(error instanceof ApiError ? (error.fields?.gstin ?? error.message) : undefined),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GstinSchema.safeParse(value);
    if (!parsed.success) {
      setProblem(GSTIN_MESSAGES.invalid);
      return;
    }
    setProblem(undefined);
    send(parsed.data);
  };

  return (
    <details className="booking-more" open={b.renterGstin !== null || undefined}>
      <summary>
        {b.renterGstin
          ? `Invoice to GSTIN ${b.renterGstin}`
          : 'Renting for a business? Add its GSTIN'}
      </summary>
      <form className="pt-3" noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-gstin`} className="form-label">
          GSTIN of your business
        </label>
        <input
          id={`${id}-gstin`}
          className={`form-control font-monospace${problem ? ' is-invalid' : ''}`}
          value={value}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(undefined);
          }}
        />
        {problem ? (
          <div id={`${id}-problem`} className="invalid-feedback" role="alert">
            {problem}
          </div>
        ) : (
          <div id={`${id}-hint`} className="form-text">
            The invoice made at the return shows it beside ours. 15 characters, such as
            36AABCU9603R1ZM.
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 mt-2">
          <button type="submit" className="btn btn-outline-primary" disabled={save.isPending}>
            Save GSTIN
          </button>
          {b.renterGstin && (
            <button
              type="button"
              className="btn btn-link"
              disabled={save.isPending}
              onClick={() => send(null)}
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
