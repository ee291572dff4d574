import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { branchFacts } from '@rental/shared/business';
import { bookingReference, type OutboxMessage } from '@rental/shared/outbox';
import { bookingPayload, createAdminToken, createCar, createCustomer } from '../../test/factories';
import {
  bearer,
  describeEachDatabase,
  type Harness,
  type HarnessOptions,
} from '../../test/harness';
import {
  startMailReceiver,
  startSmsReceiver,
  type MailReceiver,
  type SmsReceiver,
} from '../notifications/test-receivers';
import { drain, parseMail } from '../../test/outbox';
import { testClock } from '../../test/clock';

// docs/product.md#messages: each booking event queues exactly its texts and e-mails in the
// booking's transaction; the worker (driven step by step here) sends them by a real SMTP server
// and a real SMS webhook.

let sms: SmsReceiver;
let smtp: MailReceiver;
const clock = testClock(new Date());
const working: HarnessOptions = { clock, outbox: { autoStart: false } };
const deadMail: HarnessOptions = { clock, outbox: { autoStart: false } };
beforeAll(async () => {
  sms = await startSmsReceiver();
  smtp = await startMailReceiver();
  const smsConfig = { sms: { transport: 'webhook' as const, url: sms.url } };
  working.config = { ...smsConfig, smtpUrl: smtp.url };
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  deadMail.config = { ...smsConfig, smtpUrl: `smtp://127.0.0.1:${port}` };
});
afterAll(async () => {
  await sms.close();
  await smtp.close();
});

async function book(h: Harness, email: string, inDays = 10) {
  const customer = await createCustomer(h, { email });
  const car = await createCar(h, { name: 'Creta SX', branch: 'Vanasthalipuram', price: 3000 });
  const res = await h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload: bookingPayload(car.id, { customerEmail: email }, inDays),
    headers: bearer(customer.token),
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json()._id as string, customer, car };
}

async function messagesOf(h: Harness, id: string): Promise<OutboxMessage[]> {
  const res = await h.inject({
    method: 'GET',
    url: `/api/bookings/${id}/messages`,
    headers: bearer(await createAdminToken(h)),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const summary = (list: OutboxMessage[], state?: string) =>
  list
    .filter((m) => !state || m.state === state)
    .map((m) => `${m.event} ${m.channel}`)
    .sort();

async function setStatus(h: Harness, id: string, status: string) {
  const res = await h.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    payload: { status },
    headers: bearer(await createAdminToken(h)),
  });
  expect(res.statusCode).toBe(200);
}

const REMINDERS = [
  'business_return_overdue email',
  'pickup_24h email',
  'pickup_24h sms',
  'pickup_2h email',
  'pickup_2h sms',
  'return_2h email',
  'return_2h sms',
];

describeEachDatabase(
  'booking messages',
  (h) => {
    it('queues the renter’s text and e-mail, the business’s e-mail and the reminders of a new booking', async () => {
      const { id } = await book(h, 'asha@example.com');
      expect(summary(await messagesOf(h, id))).toEqual(
        [
          'booking_received email',
          'booking_received sms',
          'business_new_booking email',
          ...REMINDERS,
        ].sort(),
      );
    });

    it('sends them by SMTP and the SMS webhook, naming the car, the branch, IST times and amounts', async () => {
      await drain(h.app);
      const mailsBefore = smtp.received.length;
      const smsBefore = sms.received.length;
      const { id, customer } = await book(h, 'ravi@example.com');
      expect(await drain(h.app)).toBe(3);
      await smtp.waitFor(mailsBefore + 2);
      const mails = await Promise.all(smtp.received.slice(mailsBefore).map(parseMail));
      const renter = mails.find((m) => m.subject?.includes('booking received'))!;
      const business = mails.find((m) => m.subject?.startsWith('New booking'))!;
      expect(renter.to).toMatchObject({ text: 'ravi@example.com' });
      expect(business.to).toMatchObject({ text: 'owner@example.com' });
      for (const mail of [renter, business]) {
        expect(mail.subject).toContain(bookingReference(id));
        expect(mail.text).toContain('Creta SX');
        expect(mail.text).toContain('Vanasthalipuram');
        expect(mail.text).toMatch(/Pickup: \d{1,2} \w{3} \d{4}, 09:00 IST/);
        expect(mail.text).toContain('Total: ₹6,000');
        expect(mail.html).toContain('<th align="left" style="padding:2px 12px 2px 0">Branch</th>');
        // docs/product.md#branches: the renter can find and call the branch from the message.
        const branch = branchFacts('Vanasthalipuram');
        expect(mail.text).toContain(branch.address);
        expect(mail.text).toContain(`Branch phone: ${branch.phone}`);
        expect(mail.text).toContain(`Opening hours: ${branch.hours}`);
        expect(mail.text).toContain(`Map: ${branch.mapsUrl}`);
      }
      expect(renter.text).toContain(
        `Call the Vanasthalipuram branch on ${branchFacts('Vanasthalipuram').phone}`,
      );
      const texts = sms.received.slice(smsBefore);
      expect(texts).toEqual([{ to: customer.mobile, message: expect.any(String) }]);
      expect(texts[0]!.message).toContain(bookingReference(id));
      expect(texts[0]!.message).toContain(branchFacts('Vanasthalipuram').phone);
      expect(texts[0]!.message.length).toBeLessThanOrEqual(160);
      expect(summary(await messagesOf(h, id), 'sent')).toEqual([
        'booking_received email',
        'booking_received sms',
        'business_new_booking email',
      ]);
    });

    it('queues nothing for a refused booking', async () => {
      const { car } = await book(h, 'first@example.com', 30);
      const count = () =>
        h.app.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
      const before = Number((await count()).n);
      const other = await createCustomer(h);
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload: bookingPayload(car.id, {}, 30),
        headers: bearer(other.token),
      });
      expect(res.statusCode).toBe(409);
      expect(Number((await count()).n)).toBe(before);
    });

    it('tells the renter of a confirmation once, and of a cancellation, dropping the reminders', async () => {
      const { id } = await book(h, 'meena@example.com', 12);
      await setStatus(h, id, 'Confirmed');
      const confirmed = await messagesOf(h, id);
      expect(summary(confirmed)).toContain('booking_confirmed sms');
      expect(summary(confirmed)).toContain('booking_confirmed email');
      await setStatus(h, id, 'Cancelled');
      const after = await messagesOf(h, id);
      expect(summary(after, 'pending').filter((s) => REMINDERS.includes(s))).toEqual([]);
      expect(summary(after, 'cancelled')).toEqual(REMINDERS);
      expect(summary(after).filter((s) => s.startsWith('booking_cancelled'))).toEqual([
        'booking_cancelled email',
        'booking_cancelled sms',
      ]);
      // Re-opened and confirmed again: the renter hears of it again, and the reminders return.
      await setStatus(h, id, 'Pending');
      await setStatus(h, id, 'Confirmed');
      const again = await messagesOf(h, id);
      expect(summary(again).filter((s) => s === 'booking_confirmed sms')).toHaveLength(2);
      expect(summary(again, 'pending').filter((s) => REMINDERS.includes(s))).toEqual(REMINDERS);
    });

    it('lists failed messages for the admin and sends one again on request', async () => {
      const { id } = await book(h, 'kiran@example.com');
      await drain(h.app);
      const [message] = (await messagesOf(h, id)).filter((m) => m.event === 'pickup_24h');
      // A message that used up its tries.
      await h.app.db
        .updateTable('messages')
        .set({ state: 'failed', attempts: 5, last_error: 'SMS webhook answered 503' })
        .where('id', '=', message!._id)
        .execute();
      const token = await createAdminToken(h);
      const failed = await h.inject({
        method: 'GET',
        url: '/api/admin/messages?state=failed',
        headers: bearer(token),
      });
      expect(failed.json().map((m: OutboxMessage) => m._id)).toContain(message!._id);
      const resend = await h.inject({
        method: 'POST',
        url: `/api/messages/${message!._id}/resend`,
        headers: bearer(token),
      });
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toMatchObject({ state: 'pending', attempts: 0 });
      const twice = await h.inject({
        method: 'POST',
        url: `/api/messages/${message!._id}/resend`,
        headers: bearer(token),
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('message_not_failed');
      expect(await drain(h.app)).toBeGreaterThanOrEqual(1);
      const sent = (await messagesOf(h, id)).find((m) => m._id === message!._id);
      expect(sent).toMatchObject({ state: 'sent', lastError: null });
    });

    it('documents the message calls in the OpenAPI reference', async () => {
      const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/bookings/{id}/messages',
          '/api/admin/messages',
          '/api/messages/{id}/resend',
        ]),
      );
      expect(doc.paths['/api/admin/messages'].get.parameters[0]).toMatchObject({
        name: 'state',
        in: 'query',
      });
    });

    it('shows a booking’s messages to the admin only', async () => {
      const { id, customer } = await book(h, 'lata@example.com');
      const anonymous = await h.inject({ method: 'GET', url: `/api/bookings/${id}/messages` });
      expect(anonymous.statusCode).toBe(401);
      const renter = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/messages`,
        headers: bearer(customer.token),
      });
      expect(renter.statusCode).toBe(403);
      const missing = await h.inject({
        method: 'GET',
        url: '/api/bookings/no-such-booking/messages',
        headers: bearer(await createAdminToken(h)),
      });
      expect(missing.statusCode).toBe(404);
    });
  },
  working,
);

describeEachDatabase(
  'booking messages with a dead mail server',
  (h) => {
    it('books, sends the text, and keeps the e-mails for another try', async () => {
      const { id, customer } = await book(h, 'dev@example.com');
      const smsBefore = sms.received.filter((s) => s.to === customer.mobile).length;
      await drain(h.app);
      expect(sms.received.filter((s) => s.to === customer.mobile).length).toBe(smsBefore + 1);
      const now = await messagesOf(h, id);
      const emails = now.filter((m) => m.channel === 'email' && m.attempts > 0);
      expect(emails).toHaveLength(2);
      for (const m of emails) {
        expect(m.state).toBe('pending');
        expect(m.lastError).toBeTruthy();
      }
    });
  },
  deadMail,
);
