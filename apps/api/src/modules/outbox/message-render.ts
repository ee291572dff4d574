import type { Db } from '../../db/database';
import { bookingFacts } from './message-facts';
import {
  findBookingsForMessages,
  type BookingForMessages,
  type MessageRow,
} from './outbox.repository';
import { bookingEmail, bookingSms, type EventData } from './templates';

// docs/decisions/022-performance-close-to-the-limit.md: a booking's message row holds the event
// (`data`), and its text is rendered from the booking when it is sent or shown, so queueing a
// booking's nine messages costs no rendering and reminders name the booking as it is then.
// Other rows (OTP codes, documents, staff invites, rows stored before migration 016) carry
// their text.

export interface MessageText {
  subject: string;
  body: string;
  html: string | null;
}

/** Whether the row's text comes from its booking, read when it is sent. */
export function renderedFromBooking(row: Pick<MessageRow, 'data' | 'booking_id'>): boolean {
  return row.data !== null && row.booking_id !== null;
}

/** The text of a message: rendered from its booking, or as stored. */
export function messageText(row: MessageRow, booking: BookingForMessages | undefined): MessageText {
  if (!renderedFromBooking(row)) return { subject: row.subject, body: row.body, html: row.html };
  if (!booking) throw new Error(`booking ${row.booking_id} not found for message ${row.id}`);
  const facts = bookingFacts(booking, booking.branch);
  const data = JSON.parse(row.data!) as EventData;
  if (row.channel === 'sms') return { subject: '', body: bookingSms(facts, data), html: null };
  const email = bookingEmail(facts, data);
  return { subject: email.subject, body: email.text, html: email.html };
}

/** The text of a stored message as the worker would send it now. */
export async function renderStoredMessage(db: Db, row: MessageRow): Promise<MessageText> {
  const bookings = row.booking_id ? await findBookingsForMessages(db, [row.booking_id]) : undefined;
  return messageText(row, bookings?.get(row.booking_id!));
}
