import type { OutboxMessage } from '@rental/shared/outbox';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { messageText, renderedFromBooking } from './message-render';
import type { BookingForMessages, MessageRow } from './outbox.repository';

// A stored message as the admin sees it: no body (an OTP's code stays out of every answer),
// instants with +05:30 (docs/product.md#time).

const kolkata = (instant: string | null) => (instant ? toKolkataIso(instant) : null);

/** booking: the message's booking, which a booking's message's subject is rendered from. */
export function toOutboxMessage(
  row: MessageRow,
  booking: BookingForMessages | undefined,
): OutboxMessage {
  const subject = renderedFromBooking(row) && !booking ? '' : messageText(row, booking).subject;
  return {
    _id: row.id,
    bookingId: row.booking_id,
    event: row.event as OutboxMessage['event'],
    channel: row.channel as OutboxMessage['channel'],
    recipient: row.recipient,
    subject,
    state: row.state as OutboxMessage['state'],
    attempts: row.attempts,
    lastError: row.last_error,
    dueAt: toKolkataIso(row.due_at),
    sentAt: kolkata(row.sent_at),
    createdAt: toKolkataIso(row.created_at),
  };
}
