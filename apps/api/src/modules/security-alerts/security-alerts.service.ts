import { SIGN_IN_ALERT_MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { enqueueMessages, type OutboxEntry } from '../outbox/outbox.service';
import { findAccountContact } from './security-alerts.repository';

// docs/product.md#security: when a stranger uses up an account's budget (wrong passwords, wrong
// OTPs or two-factor codes, OTP texts), the account holder is told, by text and e-mail through
// the outbox, rather than only finding themselves refused; for a staff or owner account the
// business's own address hears of it too. One alert per account, budget and window.

export type AlertReason = 'sign-in' | 'otp' | 'two-factor' | 'otp-texts';

const WHAT: Record<AlertReason, string> = {
  'sign-in': 'Many wrong passwords were tried on your account',
  otp: 'Many wrong one-time codes were tried on your account',
  'two-factor': 'Many wrong two-factor codes were tried on your account',
  'otp-texts': 'Many one-time codes were asked for your mobile number today',
};

const ADVICE =
  'These attempts are paused for a while and then allowed again; nothing about your account ' +
  'has changed. If this was not you, keep your password and codes to yourself and change your ' +
  'password if you think someone knows it.';

type AlertDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'outbox'>;

/**
 * Queues the alert for the account `account` (a rate-limit key) about the window starting at
 * `windowStart`; nothing when the key names no account, so an alert never tells a stranger
 * whether one exists.
 */
export async function alertAccountHolder(
  deps: AlertDeps,
  account: string,
  reason: AlertReason,
  windowStart: string,
): Promise<void> {
  const contact = await findAccountContact(deps.db, account);
  if (!contact) return;
  const what = WHAT[reason];
  const key = (channel: string, to: string) =>
    ['-', 'security_alert', channel, reason, account, windowStart, to].join(':');
  const subject = 'Security alert on your account';
  // Wrong passwords pause sign-in only away from the holder's known devices (the device cookie).
  const signIn = reason === 'sign-in';
  const body = `${what}. ${signIn ? SIGN_IN_ALERT_MESSAGES.advice : ADVICE}`;
  const entries: OutboxEntry[] = [];
  const email = (to: string, text: string) =>
    entries.push({
      bookingId: null,
      event: 'security_alert',
      channel: 'email',
      recipient: to,
      subject,
      body: text,
      key: key('email', to),
    });
  if (contact.mobile) {
    entries.push({
      bookingId: null,
      event: 'security_alert',
      channel: 'sms',
      recipient: contact.mobile,
      subject: '',
      body,
      key: key('sms', contact.mobile),
    });
  }
  if (contact.email) email(contact.email, body);
  if (contact.admin && deps.config.businessEmail && deps.config.businessEmail !== contact.email) {
    email(
      deps.config.businessEmail,
      `${what.replace('your account', `the account ${contact.email}`)}. ` +
        (signIn
          ? SIGN_IN_ALERT_MESSAGES.business
          : 'The attempts are paused for a while; if the account holder did not make them, ' +
            'check who may know its password.'),
    );
  }
  await enqueueMessages(deps.db, entries, deps.clock());
  deps.outbox.wake();
}
