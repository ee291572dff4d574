import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { CHARGE_REASON_MAX, ChargeDecisionSchema } from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { serverMessage } from '@/lib/server-message';
import { useDecideDispute, type DisputedCharge } from '../api/disputes';

/**
 * docs/product.md#after-the-trip: staff uphold or waive a disputed charge with a reason the
 * renter sees (text and e-mail). A refusal is said above the buttons, with the focus on it.
 */
export function DisputeDecision({
  charge,
  onDecided,
}: {
  charge: DisputedCharge;
  onDecided: (outcome: string) => void;
}) {
  const id = useId();
  const decide = useDecideDispute();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatRupees(charge.amount);

  const submit = (decision: 'uphold' | 'waive') => (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ChargeDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    decide.mutate(
      { id: charge.id, decision: parsed.data },
      {
        onSuccess: () =>
          onDecided(
            decision === 'waive'
              ? `Charge of ${amount} to ${charge.customerName} waived. The renter sees your reason.`
              : `Charge of ${amount} to ${charge.customerName} upheld: it is due. The renter sees your reason.`,
          ),
        onError: (error) =>
          setFailure(serverMessage(error, 'Could not save the decision. Please try again.')),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit('uphold')} className="mt-2">
      <label htmlFor={`${id}-reason`} className="form-label small fw-medium">
        Reason the renter will see
      </label>
      <textarea
        id={`${id}-reason`}
        className={`form-control${reasonError ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={CHARGE_REASON_MAX}
        value={reason}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
      {reasonError && (
        <div id={`${id}-reason-error`} className="invalid-feedback">
          {reasonError}
        </div>
      )}
      <FormFailure message={failure} className="mt-2" />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button type="submit" variant="outline-danger" disabled={decide.isPending}>
          Uphold
          <span className="visually-hidden">
            {' '}
            the charge of {amount} to {charge.customerName}
          </span>
        </Button>
        <Button variant="success" disabled={decide.isPending} onClick={submit('waive')}>
          Waive
          <span className="visually-hidden">
            {' '}
            the charge of {amount} to {charge.customerName}
          </span>
        </Button>
      </div>
    </form>
  );
}
