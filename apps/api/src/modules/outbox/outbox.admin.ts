import { ERROR_CODES } from '@rental/shared/api-error';
import type { MessageState, OutboxMessage } from '@rental/shared/outbox';
import type { Db, Deps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { toOutboxMessage } from './message-json';
import { renderedFromBooking } from './message-render';
import {
  findBookingForMessages,
  findBookingsForMessages,
  findMessage,
  listBookingMessages,
  listMessagesInState,
  requeueFailed,
  type MessageRow,
} from './outbox.repository';

// The admin's view of the outbox: a booking's messages, the failed ones, and a resend (kept in
// the audit log with it, docs/decisions/019-audit-log.md).

const LIST_LIMIT = 200;

/** The messages as the admin sees them, subjects rendered from their bookings. */
async function toOutboxMessages(db: Db, rows: MessageRow[]): Promise<OutboxMessage[]> {
  const ids = rows.filter(renderedFromBooking).map((r) => r.booking_id!);
  const bookings = await findBookingsForMessages(db, [...new Set(ids)]);
  return rows.map((row) => toOutboxMessage(row, bookings.get(row.booking_id ?? '')));
}

export async function bookingMessages(
  deps: Pick<Deps, 'db'>,
  bookingId: string,
): Promise<OutboxMessage[]> {
  const booking = await findBookingForMessages(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found.');
  return (await listBookingMessages(deps.db, bookingId)).map((row) =>
    toOutboxMessage(row, booking),
  );
}

export async function messagesInState(
  deps: Pick<Deps, 'db'>,
  state: MessageState,
): Promise<OutboxMessage[]> {
  return toOutboxMessages(deps.db, await listMessagesInState(deps.db, state, LIST_LIMIT));
}

/** A failed message is queued again, due now, and this process's worker looks at once. */
export async function resendMessage(
  deps: Pick<Deps, 'db' | 'clock' | 'outbox'>,
  actorId: string,
  id: string,
): Promise<OutboxMessage> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const requeued = await requeueFailed(trx, id, deps.clock().toISOString());
    const found = await findMessage(trx, id);
    if (!found) throw new NotFoundError('Message not found.');
    if (!requeued) {
      throw new ConflictError(
        ERROR_CODES.messageNotFailed,
        'Only a failed message can be sent again.',
      );
    }
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'message.resend',
        entity: 'message',
        entityId: id,
        bookingId: found.booking_id,
        before: { state: 'failed' },
        after: { state: found.state },
      },
    );
    return found;
  });
  deps.outbox.wake();
  return (await toOutboxMessages(deps.db, [row]))[0]!;
}
