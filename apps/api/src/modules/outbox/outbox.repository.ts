import { sql, type Insertable, type Selectable } from 'kysely';
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
          data: row.data ?? null,
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
 * Claims up to `limit` messages for this worker, earliest due first: due pending ones, and ones
 * whose claim is older than staleBefore (their worker died). One UPDATE, so two workers never get
 * the same row: on PostgreSQL the candidate rows are locked and others skip them; SQLite writes
 * one statement at a time.
 */
export async function claimDueMessages(
  db: Db,
  options: {
    workerId: string;
    now: string;
    staleBefore: string;
    skipLocked: boolean;
    limit: number;
  },
): Promise<MessageRow[]> {
  const { workerId, now, staleBefore, skipLocked, limit } = options;
  // Two index ranges, each read in the index's order and only as far as the limit: the stale
  // claims, then the due pending messages. One range with OR and ORDER BY sorted every due
  // message on each claim, so the claim slowed down as the queue grew.
  const lock = <Q extends { forUpdate(): Q; skipLocked(): Q }>(qb: Q) =>
    skipLocked ? qb.forUpdate().skipLocked() : qb;
  const rows = await db
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
        .selectFrom(
          lock(
            eb
              .selectFrom('messages')
              .select('id')
              .where('state', '=', 'sending')
              .where('claimed_at', '<', staleBefore)
              .limit(limit),
          ).as('stale'),
        )
        .select('stale.id')
        .unionAll(
          eb
            .selectFrom(
              lock(
                eb
                  .selectFrom('messages')
                  .select('id')
                  .where('state', '=', 'pending')
                  .where('due_at', '<=', now)
                  .orderBy('due_at')
                  .orderBy('created_at')
                  .limit(limit),
              ).as('due'),
            )
            .select('due.id'),
        )
        .limit(limit),
    )
    .returningAll()
    .execute();
  // RETURNING keeps no order; send in the order of the claim.
  return rows.sort(
    (a, b) => a.due_at.localeCompare(b.due_at) || a.created_at.localeCompare(b.created_at),
  );
}

/** The change that ends a claim. */
export interface ClaimEnd {
  state: MessageState;
  now: string;
  dueAt?: string;
  lastError?: string | null;
  sentAt?: string;
  /** Sent: what an OTP's code and a set-password link are stored as from now on. */
  withheld?: { otp: string; link: string };
}

/**
 * Ends this worker's claims of the messages `ids` with one change; a message another worker has
 * taken over is left alone. Returns the ids it ended.
 */
export async function finishClaims(
  db: Db,
  ids: string[],
  workerId: string,
  change: ClaimEnd,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('messages')
    .set({
      state: change.state,
      claimed_by: null,
      claimed_at: null,
      updated_at: change.now,
      ...(change.dueAt !== undefined && { due_at: change.dueAt }),
      ...(change.lastError !== undefined && { last_error: change.lastError }),
      ...(change.sentAt !== undefined && { sent_at: change.sentAt }),
    })
    .$if(change.withheld !== undefined, (qb) =>
      qb.set((eb) => ({
        body: eb
          .case()
          .when('event', '=', 'otp')
          .then(change.withheld!.otp)
          .when('event', '=', 'staff_invite')
          .then(change.withheld!.link)
          .else(eb.ref('body'))
          .end(),
        html: eb
          .case()
          .when('event', '=', 'staff_invite')
          .then(sql<string | null>`null`)
          .else(eb.ref('html'))
          .end(),
      })),
    )
    .where('id', 'in', ids)
    .where('state', '=', 'sending')
    .where('claimed_by', '=', workerId)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
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

/** Bookings as their messages name them, with their car's branch, by id. */
export async function findBookingsForMessages(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return new Map<string, BookingForMessages>();
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .selectAll('bookings')
    .select('cars.branch as branch')
    .where('bookings.id', 'in', bookingIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export type BookingForMessages = NonNullable<Awaited<ReturnType<typeof findBookingForMessages>>>;

/** Whom a booking's messages go to. */
export function findBookingRecipient(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['customer_phone', 'customer_email'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}
