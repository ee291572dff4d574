import { MESSAGE_RETRY_DELAYS_MS, REMINDER_EVENTS } from '@rental/shared/outbox';
import type { Db, Deps } from '../../deps';
import { claimNextMessage, bookingStatus, finishClaim, type MessageRow } from './outbox.repository';
import { remindable } from './reminders';

// docs/product.md#messages: every server process runs a worker. Each message is claimed by one
// worker in one UPDATE, sent, then marked sent or given another try later. A claim older than
// CLAIM_TIMEOUT_MS belongs to a worker that died, and another takes the message over.

/** Far longer than a send may take (the SMS webhook times out after 5 s, SMTP after 20 s). */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;

type WorkerDeps = Pick<Deps, 'db' | 'dbKind' | 'log' | 'clock' | 'notifications'>;

const REMINDERS: readonly string[] = REMINDER_EVENTS;
/** An OTP's code is not kept once the text is out (or never will be). */
const REDACTED_OTP = '(code withheld)';
/** A staff member's set-password link works until used: not kept once it is sent. */
const REDACTED_LINK = '(link withheld)';

async function transmit(deps: Pick<WorkerDeps, 'notifications'>, m: MessageRow): Promise<void> {
  if (m.channel === 'sms') {
    await deps.notifications.sms(m.recipient, m.body);
    return;
  }
  await deps.notifications.mail({
    to: m.recipient,
    subject: m.subject,
    text: m.body,
    ...(m.html && { html: m.html }),
  });
}

/** Why a reminder no longer applies (its booking was cancelled or completed), if it does not. */
async function staleReason(db: Db, m: MessageRow): Promise<string | undefined> {
  if (!m.booking_id || !REMINDERS.includes(m.event)) return undefined;
  const booking = await bookingStatus(db, m.booking_id);
  if (!booking) return 'booking not found';
  return remindable(booking.status) ? undefined : `booking is ${booking.status}`;
}

/**
 * Claims and sends one due message. Returns false when none was due, so a caller can loop until
 * the queue is empty. Tests call it step by step with their own clock.
 */
export async function runOnce(deps: WorkerDeps, workerId: string): Promise<boolean> {
  const now = deps.clock();
  const message = await claimNextMessage(deps.db, {
    workerId,
    now: now.toISOString(),
    staleBefore: new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
    skipLocked: deps.dbKind === 'postgres',
  });
  if (!message) return false;
  const otp = message.event === 'otp';
  const finish = (change: Parameters<typeof finishClaim>[3]) =>
    finishClaim(deps.db, message.id, workerId, change);

  const stale = await staleReason(deps.db, message);
  if (stale) {
    await finish({ state: 'cancelled', now: deps.clock().toISOString(), lastError: stale });
    return true;
  }
  try {
    await transmit(deps, message);
  } catch (error) {
    const failedAt = deps.clock();
    const delay = MESSAGE_RETRY_DELAYS_MS[message.attempts - 1];
    const lastError = error instanceof Error ? error.message : String(error);
    deps.log.warn({ id: message.id, attempts: message.attempts, err: error }, 'message not sent');
    await finish(
      delay === undefined
        ? { state: 'failed', now: failedAt.toISOString(), lastError }
        : {
            state: 'pending',
            now: failedAt.toISOString(),
            dueAt: new Date(failedAt.getTime() + delay).toISOString(),
            lastError,
          },
    );
    return true;
  }
  const sentAt = deps.clock().toISOString();
  const ours = await finish({
    state: 'sent',
    now: sentAt,
    sentAt,
    lastError: null,
    ...(otp && { body: REDACTED_OTP }),
    ...(message.event === 'staff_invite' && { body: REDACTED_LINK, html: null }),
  });
  if (ours) deps.log.info({ id: message.id, event: message.event }, 'message sent');
  else deps.log.warn({ id: message.id }, 'message sent after its claim was taken over');
  return true;
}
