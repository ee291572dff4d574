import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Mail } from '../modules/notifications/test-receivers';
import type { OutboxEntry } from '../modules/outbox/outbox.service';
import { runOnce } from '../modules/outbox/outbox.worker';

// Helpers for the tests of what the outbox sends: the worker driven step by step, the messages
// queued, and texts to queue.

/** Runs the worker until nothing is due; returns how many messages it handled. */
export async function drain(app: FastifyInstance, workerId = 'test-worker'): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await runOnce(app, workerId);
    if (claimed === 0) return handled;
    handled += claimed;
  }
}

export function messageRows(app: FastifyInstance, bookingId?: string) {
  return app.db
    .selectFrom('messages')
    .selectAll()
    .$if(bookingId !== undefined, (qb) => qb.where('booking_id', '=', bookingId!))
    .orderBy('due_at')
    .orderBy('event_key')
    .execute();
}

export function parseMail(mail: Mail): Promise<ParsedMail> {
  return simpleParser(mail.raw);
}

let texts = 0;

/** A text to queue, each to a mobile and under a key of its own. */
export function smsEntry(body: string): OutboxEntry {
  texts += 1;
  return {
    bookingId: null,
    event: 'otp',
    channel: 'sms',
    recipient: `98765${String(texts).padStart(5, '0')}`,
    subject: '',
    body,
    key: `test:${texts}`,
  };
}
