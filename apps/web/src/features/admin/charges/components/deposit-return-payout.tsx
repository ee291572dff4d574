import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { PAYMENT_REFERENCE_MAX } from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { serverMessage } from '@/lib/server-message';
import { usePayOutDepositReturn, type DepositReturnDue } from '../api/deposit-returns';

/**
 * docs/product.md#after-the-trip: a deposit payout (the return, or an amount given back later)
 * marked paid out with the UPI or bank reference it went with (blank for cash). A refusal is said
 * above the button, focused.
 */
export function DepositReturnPayout({
  item,
  onPaid,
}: {
  item: DepositReturnDue;
  onPaid: (outcome: string) => void;
}) {
  const id = useId();
  const payOut = usePayOutDepositReturn();
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatRupees(item.payout.amount);
  const what =
    item.payout.kind === 'given_back'
      ? `Deposit of ${amount} given back to ${item.customerName}`
      : `Deposit return of ${amount} to ${item.customerName}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    payOut.mutate(
      { paymentId: item.payout.paymentId, reference: reference.trim() },
      {
        onSuccess: () =>
          onPaid(
            `${what} marked paid out` +
              (reference.trim() ? ` (reference ${reference.trim()}).` : '.'),
          ),
        onError: (error) =>
          setFailure(serverMessage(error, 'Could not save the payout. Please try again.')),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-2">
      <label htmlFor={`${id}-reference`} className="form-label small fw-medium">
        Payout reference (UPI or bank; blank for cash)
      </label>
      <input
        id={`${id}-reference`}
        className="form-control mb-2"
        autoComplete="off"
        maxLength={PAYMENT_REFERENCE_MAX}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <FormFailure message={failure} />
      <Button type="submit" variant="success" disabled={payOut.isPending}>
        Mark paid out
        <span className="visually-hidden">
          {' '}
          {amount} to {item.customerName}
        </span>
      </Button>
    </form>
  );
}
