import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import type { HarnessOptions } from '../../test/harness';
import { startSmsReceiver, type Mail, type SmsReceiver } from '../notifications/test-receivers';
import type { OutboxEntry } from './outbox.service';
import { runOnce } from './outbox.worker';

// Helpers for the outbox tests: a clock the test moves, the worker driven step by step, and an
// SMS provider that receives what it sends.

export interface TestClock {
  (): Date;
  set(instant: string | Date): void;
  advance(ms: number): void;
}

export function testClock(start: string | Date): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (instant) => {
    now = new Date(instant).getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/** Runs the worker until nothing is due; returns how many messages it handled. */
export async function drain(app: FastifyInstance, workerId = 'test-worker'): Promise<number> {
  let handled = 0;
  while (await runOnce(app, workerId)) handled += 1;
  return handled;
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

/**
 * The SMS provider of one test file: listening before its tests and closed after them, with
 * `options.config` pointing the app's texts at it. Read it inside a test: `sms().received`.
 */
export function smsReceiverFor(options: HarnessOptions): () => SmsReceiver {
  let receiver: SmsReceiver | undefined;
  beforeAll(async () => {
    receiver = await startSmsReceiver();
    options.config = { ...options.config, sms: { transport: 'webhook', url: receiver.url } };
  });
  afterAll(() => receiver?.close());
  return () => {
    if (!receiver) throw new Error("The SMS receiver is read before its file's tests start.");
    return receiver;
  };
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
