import { z } from 'zod';
import { IdSchema } from './fields';

// docs/product.md#messages: the texts and e-mails of the durable outbox, as the admin sees them.

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** Renter events, the business's e-mails, reminders, and the OTP codes. */
export const MESSAGE_EVENTS = [
  'booking_received',
  'booking_confirmed',
  'booking_cancelled',
  'payment_received',
  'payment_rejected',
  'document_approved',
  'document_rejected',
  'pickup_24h',
  'pickup_2h',
  'return_2h',
  'business_new_booking',
  'business_upi_submitted',
  'business_return_overdue',
  'charge_raised',
  'charge_decided',
  'business_charge_disputed',
  'business_deposit_overdue',
  'otp',
  'agreement_signed',
  'agreement_link',
  'staff_invite',
  'security_alert',
  'delivery_on_the_way',
  'delivery_changed',
  'review_invitation',
  'review_reply',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Scheduled from the booking's times; recomputed whenever they or its status change. */
export const REMINDER_EVENTS = [
  'pickup_24h',
  'pickup_2h',
  'return_2h',
  'business_return_overdue',
] as const satisfies readonly MessageEvent[];
export type ReminderEvent = (typeof REMINDER_EVENTS)[number];

/** Waits before the 2nd to 5th attempt of a failed send; after the last the message is failed. */
export const MESSAGE_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** Short reference of a booking in texts and e-mails: the end of its id, as the admin list shows. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(-8).toUpperCase();
}

export const OutboxMessageSchema = z.object({
  _id: IdSchema,
  bookingId: z.string().nullable(),
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxMessageListSchema = z.array(OutboxMessageSchema);

export const MessageListQuerySchema = z.object({
  state: z.enum(MESSAGE_STATES).default('failed'),
});

/** How the admin's screens name each event. */
export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  booking_received: 'Booking received',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  payment_received: 'Payment received',
  payment_rejected: 'Payment rejected',
  document_approved: 'Document approved',
  document_rejected: 'Document rejected',
  pickup_24h: 'Pickup in 24 hours',
  pickup_2h: 'Pickup in 2 hours',
  return_2h: 'Return in 2 hours',
  business_new_booking: 'New booking (business)',
  business_upi_submitted: 'UPI payment submitted (business)',
  business_return_overdue: 'Return overdue (business)',
  charge_raised: 'Charge after the trip',
  charge_decided: 'Dispute decided',
  business_charge_disputed: 'Charge disputed (business)',
  business_deposit_overdue: 'Deposit return overdue (business)',
  otp: 'OTP code',
  agreement_signed: 'Rental agreement accepted',
  agreement_link: 'Rental agreement link',
  staff_invite: 'Staff set-password link',
  security_alert: 'Security alert',
  delivery_on_the_way: 'Driver on the way',
  delivery_changed: 'Doorstep time or address changed',
  review_invitation: 'Invitation to review',
  review_reply: 'Reply to a review',
};

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'Text',
  email: 'E-mail',
};
