import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  PAYOUT_KINDS,
  PaymentDecisionSchema,
  type Payment,
} from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { serverMessage } from '@/lib/server-message';
import { useDecidePayment } from '../api/decide-payment';

interface PaymentDecisionProps {
  payment: Pick<Payment, 'id' | 'amount' | 'kind'>;
  /** Says what was decided; the caller shows it (these buttons go away with the decision). */
  onDecided: (outcome: string) => void;
  /** Who paid, for the buttons' names when several payments are on one screen. */
  payer?: string;
}

/**
 * docs/product.md#holds-and-payments: Verify a submitted payment once it shows in the business's
 * account, or Reject it with a reason the renter sees.
 */
export function PaymentDecision({ payment, onDecided, payer }: PaymentDecisionProps) {
  const id = useId();
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [payoutReference, setPayoutReference] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const amount = formatRupees(payment.amount);
  // A refund due is money to hand over, not to find in the account: it is marked paid out.
  const payout = PAYOUT_KINDS.includes(payment.kind);
  const what = payout ? 'Refund' : 'Payment';
  const of = `the ${what.toLowerCase()} of ${amount}${payer ? ` ${payout ? 'to' : 'from'} ${payer}` : ''}`;

  const verify = () =>
    decide.mutate(
      {
        id: payment.id,
        decision: {
          status: 'received',
          note: '',
          ...(payout && payoutReference.trim() && { reference: payoutReference.trim() }),
        },
      },
      {
        onSuccess: () =>
          onDecided(
            payout
              ? `Refund of ${amount} marked paid out${payoutReference.trim() ? ` (reference ${payoutReference.trim()})` : ''}.`
              : `Payment of ${amount} verified: received.`,
          ),
      },
    );

  const openReject = () => {
    setRejecting(true);
    // The field appears on this render; focus it once it is there.
    requestAnimationFrame(() => reasonRef.current?.focus());
  };

  const cancelReject = () => {
    setRejecting(false);
    setReasonError(undefined);
    requestAnimationFrame(() => rejectRef.current?.focus());
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PaymentDecisionSchema.safeParse({ status: 'rejected', note: reason.trim() });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Write the reason the renter will see.');
      reasonRef.current?.focus();
      return;
    }
    decide.mutate(
      { id: payment.id, decision: parsed.data },
      { onSuccess: () => onDecided(`${what} of ${amount} rejected. The renter sees your reason.`) },
    );
  };

  return (
    <div className="mt-2">
      {!rejecting && payout && (
        <div className="mb-2">
          <label htmlFor={`${id}-payout-reference`} className="form-label small fw-medium mb-1">
            Payout reference (UPI or bank; blank for cash)
          </label>
          <input
            id={`${id}-payout-reference`}
            className="form-control"
            inputMode="text"
            autoComplete="off"
            maxLength={PAYMENT_REFERENCE_MAX}
            value={payoutReference}
            onChange={(e) => setPayoutReference(e.target.value)}
          />
        </div>
      )}
      {!rejecting && (
        <div className="d-flex flex-wrap gap-2">
          <Button variant="success" disabled={decide.isPending} onClick={verify}>
            {decide.isPending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {payout ? 'Mark paid out' : 'Verify'}
            <span className="visually-hidden"> {of}</span>
          </Button>
          <Button
            ref={rejectRef}
            variant="outline-danger"
            disabled={decide.isPending}
            onClick={openReject}
          >
            Reject…<span className="visually-hidden"> {of}</span>
          </Button>
        </div>
      )}
      {rejecting && (
        <form onSubmit={reject} noValidate className="border rounded-3 p-2 bg-body">
          <label htmlFor={`${id}-reason`} className="form-label small fw-medium">
            Reason the renter will see
          </label>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            className={`form-control${reasonError ? ' is-invalid' : ''}`}
            rows={2}
            maxLength={PAYMENT_NOTE_MAX}
            value={reason}
            placeholder="e.g. No payment with this reference reached our account."
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(undefined);
            }}
          />
          {reasonError && (
            <div id={`${id}-reason-error`} className="invalid-feedback">
              {reasonError}
            </div>
          )}
          <div className="d-flex flex-wrap gap-2 mt-2">
            <Button type="submit" variant="danger" disabled={decide.isPending}>
              {decide.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              Reject with this reason
            </Button>
            <Button variant="outline-secondary" disabled={decide.isPending} onClick={cancelReject}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {decide.isError && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {serverMessage(decide.error, 'Could not save the decision. Please try again.')}
        </p>
      )}
    </div>
  );
}
