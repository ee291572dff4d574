import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { useBookingAudit } from '../api/get-audit';
import { AuditEntryList } from './audit-entry-list';

/** docs/product.md#audit-log: the booking's own audit entries, in its modal. */
export function BookingChanges({ bookingId }: { bookingId: string }) {
  const { data, error, isPending } = useBookingAudit(bookingId);
  return (
    <section aria-labelledby="booking-changes-title" className="mt-4">
      <h3 id="booking-changes-title" className="h6 border-bottom pb-1 mb-3">
        Changes
      </h3>
      {isPending && <LoadingBlock label="Loading changes" />}
      {error && <p className="text-danger">{error.message}</p>}
      {data?.length === 0 && (
        <p className="small text-body-secondary">No changes by the staff yet.</p>
      )}
      {data && data.length > 0 && <AuditEntryList entries={data} showSubject={false} />}
    </section>
  );
}
