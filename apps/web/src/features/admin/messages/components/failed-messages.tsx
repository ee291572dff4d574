import { ListStatus } from '@/features/admin/shell/components/list-status';
import { useFailedMessages } from '../api/get-messages';
import { MessageList } from './message-list';

/** Every message that used up its tries, across bookings, latest first. */
export function FailedMessages() {
  const { data, error, isPending, refetch } = useFailedMessages();
  return (
    <>
      <p className="text-body-secondary">
        A text or e-mail is tried five times over about three hours before it shows here. Resend
        queues it again at once.
      </p>
      <ListStatus
        error={error ? error.message : null}
        onDismissError={() => void refetch()}
        loading={isPending}
        loadingLabel="Loading failed messages"
        empty={data?.length === 0}
        emptyMessage="No failed messages."
      />
      {data && data.length > 0 && <MessageList messages={data} showBooking />}
    </>
  );
}
