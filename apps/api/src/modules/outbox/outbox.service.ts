import type { MessageChannel, MessageEvent } from '@rental/shared/outbox';
import type { Db, Deps } from '../../deps';
import { timeOrderedId } from '../../lib/time-ordered-id';
import type { Renter } from './message-facts';
import { findBookingRecipient, insertMessages, type NewMessageRow } from './outbox.repository';
import { renterEmail, renterSms, staffInviteEmail, type RenterEventData } from './renter-templates';
import { BUSINESS_EVENTS, type EventData } from './templates';

// docs/product.md#messages: messages are rows written in the caller's transaction, so a change
// and its notices are stored together or not at all. After the commit the caller wakes the
// worker (deps.outbox.wake()); the worker's poll finds them anyway.

export interface OutboxEntry {
  bookingId: string | null;
  event: MessageEvent;
  channel: MessageChannel;
  recipient: string;
  /** The rendered text; empty for a booking's event, which is rendered when sent (data). */
  subject: string;
  body: string;
  html?: string | null;
  /** A booking's event: rendered from the booking when it is sent (message-render.ts). */
  data?: EventData;
  /** Unique per event: a second entry with the same key is ignored. See eventKey. */
  key: string;
  /** When to send; now when absent. */
  dueAt?: Date;
}

/** booking:event:channel, plus what tells two events of one kind apart (a payment's id). */
function eventKey(
  bookingId: string | null,
  event: MessageEvent,
  channel: MessageChannel,
  discriminator?: string,
): string {
  return [bookingId ?? '-', event, channel, ...(discriminator ? [discriminator] : [])].join(':');
}

export function toMessageRow(entry: OutboxEntry, now: Date): NewMessageRow {
  const at = now.toISOString();
  return {
    id: timeOrderedId(now.getTime()),
    booking_id: entry.bookingId,
    event: entry.event,
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject,
    body: entry.body,
    html: entry.html ?? null,
    data: entry.data ? JSON.stringify(entry.data) : null,
    event_key: entry.key,
    due_at: (entry.dueAt ?? now).toISOString(),
    state: 'pending',
    attempts: 0,
    created_at: at,
    updated_at: at,
  };
}

/** Writes the entries in db (the caller's transaction); a repeated event key is skipped. */
export function enqueueMessages(db: Db, entries: OutboxEntry[], now: Date): Promise<number> {
  return insertMessages(
    db,
    entries.map((e) => toMessageRow(e, now)),
  );
}

/** Whom a booking's messages go to: the renter named in the booking. */
export interface BookingRecipient {
  id: string;
  renter: Pick<Renter, 'phone' | 'email'>;
}

/**
 * The texts and e-mails of one booking event: the renter's, or the business's e-mail. They hold
 * the event, not its text: the worker renders them from the booking when it sends them
 * (docs/decisions/022-performance-close-to-the-limit.md), so queueing costs no rendering.
 */
export function bookingEntries(
  config: Pick<Deps['config'], 'businessEmail'>,
  booking: BookingRecipient,
  data: EventData,
  options: { discriminator?: string; dueAt?: Date } = {},
): OutboxEntry[] {
  const entry = (channel: MessageChannel, recipient: string): OutboxEntry => ({
    bookingId: booking.id,
    event: data.event,
    channel,
    recipient,
    subject: '',
    body: '',
    data,
    key: eventKey(booking.id, data.event, channel, options.discriminator),
    dueAt: options.dueAt,
  });
  if (BUSINESS_EVENTS.includes(data.event)) return [entry('email', config.businessEmail)];
  const sms = entry('sms', booking.renter.phone);
  return booking.renter.email ? [sms, entry('email', booking.renter.email)] : [sms];
}

/**
 * Queues the messages of an event of a booking inside the caller's transaction (which sees the
 * booking as it is being written). discriminator tells apart repeated events of one kind, e.g.
 * the payment's id for payment_received.
 */
export async function queueBookingEvent(
  deps: Pick<Deps, 'config' | 'clock'>,
  db: Db,
  bookingId: string,
  data: EventData,
  options: { discriminator?: string } = {},
): Promise<number> {
  const row = await findBookingRecipient(db, bookingId);
  if (!row) throw new Error(`booking ${bookingId} not found for its messages`);
  const renter = { phone: row.customer_phone, email: row.customer_email };
  return enqueueMessages(
    db,
    bookingEntries(deps.config, { id: bookingId, renter }, data, options),
    deps.clock(),
  );
}

/** A renter's message that belongs to no booking (a document's review, an OTP code). */
export async function queueRenterEvent(
  deps: Pick<Deps, 'clock'>,
  db: Db,
  renter: Renter,
  data: RenterEventData,
  discriminator: string,
): Promise<number> {
  const key = (channel: MessageChannel) => eventKey(null, data.event, channel, discriminator);
  const entries: OutboxEntry[] = [
    {
      bookingId: null,
      event: data.event,
      channel: 'sms',
      recipient: renter.phone,
      subject: '',
      body: renterSms(data),
      key: key('sms'),
    },
  ];
  const email = renter.email ? renterEmail(renter, data) : undefined;
  if (email) {
    entries.push({
      bookingId: null,
      event: data.event,
      channel: 'email',
      recipient: renter.email,
      subject: email.subject,
      body: email.text,
      html: email.html,
      key: key('email'),
    });
  }
  return enqueueMessages(db, entries, deps.clock());
}

/** A staff member's set-password link by e-mail (sent only when SMTP is set; the caller checks). */
export async function queueStaffInvite(
  deps: Pick<Deps, 'clock'>,
  db: Db,
  invite: { inviteId: string; email: string; name: string; link: string; expiresAt: string },
): Promise<number> {
  const email = staffInviteEmail(invite.name, invite.link, invite.expiresAt);
  const entry: OutboxEntry = {
    bookingId: null,
    event: 'staff_invite',
    channel: 'email',
    recipient: invite.email,
    subject: email.subject,
    body: email.text,
    html: email.html,
    key: eventKey(null, 'staff_invite', 'email', invite.inviteId),
  };
  return enqueueMessages(db, [entry], deps.clock());
}
