import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { FleetRates, StoredDateRule } from '@rental/shared/pricing/rate-card-schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatCalendarDate } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useRemoveDateRule } from '../api/fleet-rates';

interface DateRuleListProps {
  rules: StoredDateRule[];
  cars: FleetRates['cars'];
  onRemoved: (message: string) => void;
}

function when(rule: StoredDateRule): string {
  if (rule.kind === 'weekend' || !rule.from || !rule.to) return 'Every Saturday and Sunday';
  return rule.from === rule.to
    ? formatCalendarDate(rule.from)
    : `${formatCalendarDate(rule.from)} to ${formatCalendarDate(rule.to)}`;
}

/** docs/product.md#rate-plans: the owner's date rules; removing one leaves bookings as priced. */
export function DateRuleList({ rules, cars, onRemoved }: DateRuleListProps) {
  const remove = useRemoveDateRule();
  const [asking, setAsking] = useState<StoredDateRule | null>(null);
  const carName = (id: string | null) =>
    id === null ? 'Every car' : (cars.find((c) => c._id === id)?.name ?? 'A removed car');
  return (
    <section aria-labelledby="date-rules-title" className="mb-4">
      <h2 id="date-rules-title" className="h5">
        Date rules
      </h2>
      {remove.isError && (
        <Alert variant="danger">
          {serverMessage(remove.error, 'Could not remove the rule. Please try again.')}
        </Alert>
      )}
      {rules.length === 0 ? (
        <p className="text-body-secondary">No date rules: every day costs the day price.</p>
      ) : (
        <ul className="list-group" data-testid="date-rules">
          {rules.map((rule) => (
            <li key={rule._id} className="list-group-item d-flex align-items-center gap-2">
              <div className="me-auto">
                <span className="fw-medium">{rule.label}</span>{' '}
                <span
                  className={rule.percent > 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}
                >
                  {rule.percent > 0 ? '+' : '−'}
                  {Math.abs(rule.percent)} %
                </span>
                <span className="d-block small text-body-secondary">
                  {when(rule)} · {carName(rule.carId)}
                </span>
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                onClick={() => setAsking(rule)}
                disabled={remove.isPending}
              >
                Remove <span className="visually-hidden">{rule.label}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={asking !== null}
        title="Remove this date rule?"
        message="Bookings already made keep their prices."
        confirmLabel="Remove"
        confirmVariant="danger"
        onConfirm={() => {
          const rule = asking!;
          setAsking(null);
          remove.mutate(rule._id, { onSuccess: (answer) => onRemoved(answer.message) });
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
