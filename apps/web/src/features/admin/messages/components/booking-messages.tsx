import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { useBookingMessages } from '../api/get-messages';
import { MessageList } from './message-list';

/** The texts and e-mails of one booking, reminders included, for the booking's modal. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { data, error, isPending } = useBookingMessages(bookingId);
  return (
    <section aria-labelledby="booking-messages-title" className="mt-4">
      <h3 id="booking-messages-title" className="h6 border-bottom pb-1 mb-3">
        Messages
      </h3>
      {isPending && <LoadingBlock label="Loading messages" />}
      {error && <p className="text-danger">{error.message}</p>}
      {data?.length === 0 && <p className="small text-body-secondary">No messages yet.</p>}
      {data && data.length > 0 && <MessageList messages={data} />}
    </section>
  );
}
