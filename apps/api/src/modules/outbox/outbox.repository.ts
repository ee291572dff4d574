import type { Insertable, Selectable } from 'kysely';
import type { MessageState, ReminderEvent } from '@rental/shared/outbox';
import type { Db } from '../../db/database';
import type { MessagesTable } from '../../db/schema';

// All SQL of the outbox. Takes db or a transaction as first argument.

export type MessageRow = Selectable<MessagesTable>;
export type NewMessageRow = Insertable<MessagesTable>;

/** Inserts the rows; one whose event key is already stored is skipped. Returns how many went in. */
export async function insertMessages(db: Db, rows: NewMessageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('messages')
    .values(rows)
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * A reminder whose key was cancelled (the booking moved away and back) comes back to life; any
 * other stored key is left alone, so a sent reminder is never queued again.
 */
export async function upsertReminder(db: Db, row: NewMessageRow): Promise<void> {
  await db
    .insertInto('messages')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('event_key')
        .doUpdateSet({
          state: 'pending',
          attempts: 0,
          last_error: null,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          html: row.html ?? null,
          updated_at: row.updated_at,
        })
        .where('messages.state', '=', 'cancelled'),
    )
    .execute();
}

/** Cancels the booking's unsent reminders except those keys; returns how many were cancelled. */
export async function cancelReminders(
  db: Db,
  bookingId: string,
  events: readonly ReminderEvent[],
  keepKeys: string[],
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ state: 'cancelled', updated_at: now })
    .where('booking_id', '=', bookingId)
    .where('event', 'in', events)
    .where('state', '=', 'pending')
    .$if(keepKeys.length > 0, (qb) => qb.where('event_key', 'not in', keepKeys))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims one message for this worker: the earliest due pending one, or one whose claim is older
 * than staleBefore (its worker died). One UPDATE, so two workers never get the same row: on
 * PostgreSQL the candidate row is locked and others skip it; SQLite writes one at a time.
 */
export async function claimNextMessage(
  db: Db,
  options: { workerId: string; now: string; staleBefore: string; skipLocked: boolean },
): Promise<MessageRow | undefined> {
  const { workerId, now, staleBefore, skipLocked } = options;
  return db
    .updateTable('messages')
    .set((eb) => ({
      state: 'sending',
      claimed_by: workerId,
      claimed_at: now,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('messages')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('state', '=', 'pending'), w('due_at', '<=', now)]),
            w.and([w('state', '=', 'sending'), w('claimed_at', '<', staleBefore)]),
          ]),
        )
        .orderBy('due_at')
        .orderBy('created_at')
        .limit(1)
        .$if(skipLocked, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Ends this worker's claim; does nothing when another worker has taken the message over. */
export async function finishClaim(
  db: Db,
  id: string,
  workerId: string,
  change: {
    state: MessageState;
    now: string;
    dueAt?: string;
    lastError?: string | null;
    sentAt?: string;
    body?: string;
    html?: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({
      state: change.state,
      claimed_by: null,
      claimed_at: null,
      updated_at: change.now,
      ...(change.dueAt !== undefined && { due_at: change.dueAt }),
      ...(change.lastError !== undefined && { last_error: change.lastError }),
      ...(change.sentAt !== undefined && { sent_at: change.sentAt }),
      ...(change.body !== undefined && { body: change.body }),
      ...(change.html !== undefined && { html: change.html }),
    })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listBookingMessages(db: Db, bookingId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('due_at')
    .orderBy('created_at')
    .execute();
}

export function listMessagesInState(db: Db, state: MessageState, limit: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('state', '=', state)
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** A failed message goes back to the queue, due now, with a fresh count of attempts. */
export async function requeueFailed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ state: 'pending', attempts: 0, due_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Status of the bookings some messages belong to, read when they are about to be sent. */
export function bookingStatus(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['status', 'pickup_at', 'return_at'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

/** The booking as the messages name it, with its car's branch. */
export function findBookingForMessages(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .selectAll('bookings')
    .select('cars.branch as branch')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}
