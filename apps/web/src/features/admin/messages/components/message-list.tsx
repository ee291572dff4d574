import Button from 'react-bootstrap/Button';
import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_EVENT_LABELS,
  bookingReference,
  type MessageState,
  type OutboxMessage,
} from '@rental/shared/outbox';
import { FormFailure } from '@/components/form-failure';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useResendMessage } from '../api/resend-message';

const STATE_VARIANTS: Record<MessageState, string> = {
  pending: 'secondary',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'light',
};

/** The moment that matters for each state: when it went out, or when it is (was) due. */
function when(message: OutboxMessage): string {
  if (message.sentAt) return `sent ${formatDateTime(message.sentAt)}`;
  return `${message.state === 'pending' ? 'due' : 'was due'} ${formatDateTime(message.dueAt)}`;
}

interface MessageListProps {
  messages: readonly OutboxMessage[];
  /** On the page across bookings, each message names its booking. */
  showBooking?: boolean;
}

/** docs/product.md#messages: each message with its channel, time, state, last error and Resend. */
export function MessageList({ messages, showBooking = false }: MessageListProps) {
  const resend = useResendMessage();
  // The Resend button goes with the failed state, which would drop the focus to the page: the
  // outcome takes it instead, scrolled into view (docs/product.md#forms).
  const queued = useFocusOnArrival<HTMLParagraphElement>(resend.isSuccess);
  const sent = resend.data;
  return (
    <>
      <div aria-live="polite">
        {resend.isSuccess && sent && (
          <p ref={queued} tabIndex={-1} className="alert alert-success py-2 small" role="status">
            {MESSAGE_EVENT_LABELS[sent.event]} · {MESSAGE_CHANNEL_LABELS[sent.channel]} to{' '}
            {sent.recipient} is queued to send again.
          </p>
        )}
      </div>
      <FormFailure message={resend.error?.message} />
      <ul className="list-group small">
        {messages.map((m) => (
          <li key={m._id} className="list-group-item d-flex flex-wrap align-items-start gap-2">
            <div className="flex-grow-1 text-break" style={{ minWidth: '12rem' }}>
              <div className="fw-semibold">
                {MESSAGE_EVENT_LABELS[m.event]} · {MESSAGE_CHANNEL_LABELS[m.channel]}
              </div>
              <div className="text-body-secondary">
                {showBooking && m.bookingId && <>Booking {bookingReference(m.bookingId)} · </>}
                to {m.recipient} · {when(m)}
                {m.attempts > 1 && <> · {m.attempts} tries</>}
              </div>
              {m.lastError && <div className="text-danger-emphasis">Last error: {m.lastError}</div>}
            </div>
            <span className={`badge text-bg-${STATE_VARIANTS[m.state]}`}>{m.state}</span>
            {m.state === 'failed' && (
              <Button
                size="sm"
                variant="outline-primary"
                disabled={resend.isPending && resend.variables === m._id}
                onClick={() => resend.mutate(m._id)}
                aria-label={`Resend ${MESSAGE_EVENT_LABELS[m.event]} ${MESSAGE_CHANNEL_LABELS[m.channel]} to ${m.recipient}`}
              >
                Resend
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
