import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { WorkQueueStatus } from '@/features/admin/shell/components/work-queue-status';
import { formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useConfirmTolls, useProposedTolls } from '../api/fastag';

/**
 * docs/product.md#fastag-statements: the matched tolls, all chosen; staff untick any that is
 * wrong and confirm the rest in one step. Each becomes a toll charge the renter is told of.
 */
export function ProposedTolls() {
  const list = useProposedTolls();
  const confirm = useConfirmTolls();
  const [left, setLeft] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const items = list.data ?? [];
  const chosen = items.filter((t) => !left.has(t.id));
  const total = chosen.reduce((sum, t) => sum + t.amount, 0);

  const toggle = (id: string) =>
    setLeft((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    setFailure(null);
    confirm.mutate(
      chosen.map((t) => t.id),
      {
        onSuccess: (done) => {
          setLeft(new Set());
          setOutcome(
            `${done.confirmed} ${done.confirmed === 1 ? 'toll' : 'tolls'} charged. The renters are told.`,
          );
        },
        onError: (error) =>
          setFailure(serverMessage(error, 'Could not confirm the tolls. Please try again.')),
      },
    );
  };

  return (
    <section aria-labelledby="tolls-to-confirm">
      <h2 id="tolls-to-confirm" className="h5">
        Tolls to confirm
      </h2>
      <WorkQueueStatus
        outcome={outcome}
        onCloseOutcome={() => setOutcome(null)}
        query={list}
        loading="Loading tolls to confirm"
        failed="Could not load the tolls to confirm. Please reload the page."
        empty="No tolls to confirm. Import a statement to match its tolls to bookings."
      />
      {items.length > 0 && (
        <>
          <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-2 mb-3">
            {items.map((toll) => (
              <li key={toll.id} className="col">
                <div className="card h-100 shadow-sm">
                  <div className="card-body py-2 form-check ps-5">
                    <input
                      id={`toll-${toll.id}`}
                      type="checkbox"
                      className="form-check-input"
                      checked={!left.has(toll.id)}
                      onChange={() => toggle(toll.id)}
                    />
                    <label htmlFor={`toll-${toll.id}`} className="form-check-label d-block">
                      <span className="fw-medium">
                        {formatRupees(toll.amount)} · {toll.customerName}
                      </span>
                      <span className="d-block small text-body-secondary">
                        {toll.carName} ({toll.registration}) · {toll.branch}
                      </span>
                      <span className="d-block small text-body-secondary">
                        {toll.plaza}, {formatKolkataDateTime(toll.at)}
                      </span>
                    </label>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <FormFailure message={failure} />
          <Button onClick={submit} disabled={chosen.length === 0 || confirm.isPending}>
            {confirm.isPending
              ? 'Confirming…'
              : `Confirm ${chosen.length} of ${items.length} tolls (${formatRupees(total)})`}
          </Button>
        </>
      )}
    </section>
  );
}
