import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingPayload, createAdminToken, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { startMailReceiver, type MailReceiver } from '../notifications/test-receivers';

// E-mails go out by real SMTP to a local receiver; a dead mail server never costs a booking.

let smtp: MailReceiver;
let deadSmtpUrl = '';
const working: HarnessOptions = { config: {} };
const broken: HarnessOptions = { config: {} };
beforeAll(async () => {
  smtp = await startMailReceiver();
  working.config = { smtpUrl: smtp.url };
  // A port that was just free: connections to it are refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  deadSmtpUrl = `smtp://127.0.0.1:${port}`;
  broken.config = { smtpUrl: deadSmtpUrl };
});
afterAll(() => smtp.close());

describeEachDatabase(
  'booking e-mails',
  (h) => {
    it('mails the customer and the business when a booking is received', async () => {
      const customer = await createCustomer(h, { mobile: '9876500041' });
      const car = await createCar(h, { name: 'Creta SX' });
      const before = smtp.received.length;
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload: bookingPayload(car.id, { customerEmail: 'asha@example.com' }),
        headers: bearer(customer.token),
      });
      expect(res.statusCode).toBe(201);
      const id = res.json()._id as string;
      await smtp.waitFor(before + 2);
      const mails = smtp.received.slice(before);
      const toCustomer = mails.find((m) => m.to.includes('asha@example.com'))!;
      const toBusiness = mails.find((m) => m.to.includes('owner@example.com'))!;
      expect(toCustomer.raw).toContain(id);
      expect(toCustomer.raw).toContain('Creta SX');
      expect(toCustomer.raw).toMatch(/Subject: .*booking received/);
      expect(toBusiness.raw).toContain(id);
      expect(toBusiness.from).toBe('noreply@example.com');
    });

    it('mails the customer when the admin changes the status', async () => {
      const customer = await createCustomer(h, { mobile: '9876500042' });
      const car = await createCar(h);
      const start = smtp.received.length;
      const booked = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload: bookingPayload(car.id, { customerEmail: 'ravi@example.com' }, 20),
        headers: bearer(customer.token),
      });
      await smtp.waitFor(start + 2);
      const before = smtp.received.length;
      const res = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${booked.json()._id}`,
        payload: { status: 'Confirmed' },
        headers: bearer(await createAdminToken(h)),
      });
      expect(res.statusCode).toBe(200);
      await smtp.waitFor(before + 1);
      const mail = smtp.received.slice(before).find((m) => m.to.includes('ravi@example.com'))!;
      expect(mail.raw).toMatch(/Subject: .*now Confirmed/);
    });
  },
  working,
);

describeEachDatabase(
  'booking with a dead mail server',
  (h) => {
    it('still books and answers 201', async () => {
      const customer = await createCustomer(h, { mobile: '9876500043' });
      const car = await createCar(h);
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload: bookingPayload(car.id),
        headers: bearer(customer.token),
      });
      expect(res.statusCode).toBe(201);
      const stored = await h.app.db
        .selectFrom('bookings')
        .select('id')
        .where('id', '=', res.json()._id)
        .execute();
      expect(stored).toHaveLength(1);
      // The failed sends settle without taking the app down.
      const health = await h.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  },
  broken,
);
