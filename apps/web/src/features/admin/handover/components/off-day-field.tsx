import Alert from 'react-bootstrap/Alert';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_OFF_DAY_REASON } from '@rental/shared/handover';
import { formatLongDate } from '@/features/admin/shell/lib/format';
import { NotesField } from './touch-fields';

/**
 * docs/product.md#handover-and-bill: a car handed over on another day than its booked pickup is
 * said so at the top of the form, with the reason to record (kept in the audit log).
 */
export function OffDayField({
  bookedDate,
  today,
  field,
  error,
}: {
  /** The booked pickup's day in Kolkata (YYYY-MM-DD). */
  bookedDate: string;
  today: string;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div className="handover-card mb-4">
      <Alert variant="warning" className="mb-3" id="pickup-off-day">
        <strong>Not the booked day.</strong> This pickup is booked for {formatLongDate(bookedDate)},{' '}
        {bookedDate < today ? 'a day already past' : 'not today'}.
      </Alert>
      <NotesField
        id="pickup-off-day-reason"
        label="Reason for handing over today"
        hint={`Kept with the record. Up to ${MAX_OFF_DAY_REASON} characters.`}
        error={error}
        className="mb-0"
        field={field}
      />
    </div>
  );
}
