import { MESSAGE_RETRY_DELAYS_MS, REMINDER_EVENTS } from '@rental/shared/outbox';
import type { Deps } from '../../deps';
import { messageText, renderedFromBooking, type MessageText } from './message-render';
import {
  claimDueMessages,
  findBookingsForMessages,
  finishClaims,
  type BookingForMessages,
  type ClaimEnd,
  type MessageRow,
} from './outbox.repository';
import { remindable } from './reminders';

// docs/product.md#messages: every server process runs a worker. It claims the due messages in
// batches, one UPDATE per batch, so no two workers get the same one; sends them; then marks
// those sent (one statement for all of them) or gives them another try later. A claim older
// than CLAIM_TIMEOUT_MS belongs to a worker that died, and another takes the message over.

/** Far longer than a send may take (the SMS webhook times out after 5 s, SMTP after 20 s). */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;
/**
 * Messages claimed at once. They are sent side by side, so a batch takes about as long as its
 * slowest send, well within CLAIM_TIMEOUT_MS.
 */
export const CLAIM_BATCH = 20;

type WorkerDeps = Pick<Deps, 'db' | 'dbKind' | 'log' | 'clock' | 'notifications'>;

const REMINDERS: readonly string[] = REMINDER_EVENTS;
/**
 * An OTP's code is not kept once the text is out (or never will be); a staff member's
 * set-password link works until used, so it is not kept once it is sent.
 */
const WITHHELD = { otp: '(code withheld)', link: '(link withheld)' };

async function transmit(
  deps: Pick<WorkerDeps, 'notifications'>,
  m: MessageRow,
  text: MessageText,
): Promise<void> {
  if (m.channel === 'sms') {
    await deps.notifications.sms(m.recipient, text.body);
    return;
  }
  await deps.notifications.mail({
    to: m.recipient,
    subject: text.subject,
    text: text.body,
    ...(text.html && { html: text.html }),
  });
}

/** Why a message no longer goes out (a reminder of a cancelled or completed booking), if so. */
function staleReason(m: MessageRow, booking: BookingForMessages | undefined): string | undefined {
  if (!m.booking_id || !(REMINDERS.includes(m.event) || renderedFromBooking(m))) return undefined;
  if (!booking) return 'booking not found';
  if (!REMINDERS.includes(m.event)) return undefined;
  return remindable(booking.status) ? undefined : `booking is ${booking.status}`;
}

/** What became of one claimed message. */
type Outcome = { id: string; event: string } & (
  { kind: 'sent' } | { kind: 'ended'; change: ClaimEnd }
);

async function handle(
  deps: WorkerDeps,
  message: MessageRow,
  booking: BookingForMessages | undefined,
): Promise<Outcome> {
  const { id, event } = message;
  const stale = staleReason(message, booking);
  if (stale) {
    const change = {
      state: 'cancelled' as const,
      now: deps.clock().toISOString(),
      lastError: stale,
    };
    return { id, event, kind: 'ended', change };
  }
  try {
    await transmit(deps, message, messageText(message, booking));
    return { id, event, kind: 'sent' };
  } catch (error) {
    const failedAt = deps.clock();
    const delay = MESSAGE_RETRY_DELAYS_MS[message.attempts - 1];
    const lastError = error instanceof Error ? error.message : String(error);
    deps.log.warn({ id, attempts: message.attempts, err: error }, 'message not sent');
    const now = failedAt.toISOString();
    const change: ClaimEnd =
      delay === undefined
        ? { state: 'failed', now, lastError }
        : {
            state: 'pending',
            now,
            dueAt: new Date(failedAt.getTime() + delay).toISOString(),
            lastError,
          };
    return { id, event, kind: 'ended', change };
  }
}

/**
 * Claims up to `limit` due messages, sends them, and records what became of each. Returns how
 * many it claimed (0 when none was due), so a caller can loop until the queue is empty. Tests
 * call it step by step with their own clock.
 */
export async function runOnce(
  deps: WorkerDeps,
  workerId: string,
  limit: number = CLAIM_BATCH,
): Promise<number> {
  const now = deps.clock();
  const messages = await claimDueMessages(deps.db, {
    workerId,
    now: now.toISOString(),
    staleBefore: new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
    skipLocked: deps.dbKind === 'postgres',
    limit,
  });
  if (messages.length === 0) return 0;
  const bookingIds = messages
    .filter((m) => m.booking_id && (renderedFromBooking(m) || REMINDERS.includes(m.event)))
    .map((m) => m.booking_id!);
  const bookings = await findBookingsForMessages(deps.db, [...new Set(bookingIds)]);
  const outcomes = await Promise.all(
    messages.map((m) => handle(deps, m, m.booking_id ? bookings.get(m.booking_id) : undefined)),
  );

  const sent = outcomes.filter((o) => o.kind === 'sent');
  if (sent.length > 0) {
    const sentAt = deps.clock().toISOString();
    const ids = sent.map((o) => o.id);
    const ours = new Set(
      await finishClaims(deps.db, ids, workerId, {
        state: 'sent',
        now: sentAt,
        sentAt,
        lastError: null,
        withheld: WITHHELD,
      }),
    );
    for (const { id, event } of sent) {
      if (ours.has(id)) deps.log.info({ id, event }, 'message sent');
      else deps.log.warn({ id }, 'message sent after its claim was taken over');
    }
  }
  for (const outcome of outcomes) {
    if (outcome.kind === 'ended')
      await finishClaims(deps.db, [outcome.id], workerId, outcome.change);
  }
  return messages.length;
}
