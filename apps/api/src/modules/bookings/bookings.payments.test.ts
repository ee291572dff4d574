import { beforeAll, expect, it } from 'vitest';
import { bookingReference } from '@rental/shared/outbox';
import { MAX_ENTRY_AMOUNT, PAYMENT_MESSAGES, type Payment } from '@rental/shared/payments';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, TEST_ADMIN, type Harness } from '../../test/harness';
import {
  counterEntry,
  decide,
  messageEvents,
  postPayment,
  readBooking,
  upiReference,
} from './ledger.test-helpers';

// docs/product.md#holds-and-payments: the ledger. The renter submits the UPI reference of the
// advance; the admin records counter entries and decides submitted ones; every entry shows in
// the booking's balance and history, and bad input changes nothing.

async function ledgerSize(h: Harness, bookingId: string): Promise<number> {
  const rows = await h.app.db
    .selectFrom('payments')
    .select('id')
    .where('booking_id', '=', bookingId)
    .execute();
  return rows.length;
}

describeEachDatabase(
  'payment ledger',
  (h) => {
    let admin: string;
    let renter: TestCustomer;
    let stranger: TestCustomer;
    let car: TestCar;
    const newBooking = (customer: TestCustomer = renter, status = 'Pending') =>
      createBooking(h, customer, car, { status });
    beforeAll(async () => {
      admin = await createAdminToken(h);
      renter = await createCustomer(h, { name: 'Asha Reddy' });
      stranger = await createCustomer(h);
      // 3,999 a day: the advance (25 %) rounds up to 1,000.
      car = await createCar(h, { price: 3_999 });
    });

    it('shows the advance and its UPI link on the booking', async () => {
      const id = await newBooking();
      const booking = await readBooking(h, renter.token, id);
      expect(booking.advance).toEqual({
        amount: 1_000,
        upiLink: `upi://pay?pa=hsd@okaxis&pn=Test%20Rentals&am=1000&cu=INR&tn=${bookingReference(id)}`,
      });
      expect(booking.balance).toEqual({
        due: 3_999,
        paid: 0,
        refunded: 0,
        outstanding: 3_999,
        depositHeld: 0,
      });
    });

    it('records the renter’s UPI reference as a submitted advance and tells the business', async () => {
      const id = await newBooking();
      const reference = upiReference();
      const res = await postPayment(h, renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: `${reference.slice(0, 6)} ${reference.slice(6)}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        bookingId: id,
        kind: 'advance',
        method: 'upi',
        amount: 1_000,
        reference,
        status: 'submitted',
        recordedBy: 'customer',
        decidedBy: null,
      });
      const booking = await readBooking(h, renter.token, id);
      expect(booking.payments).toHaveLength(1);
      expect(booking.balance.paid).toBe(0);
      expect(booking.statusHistory.at(-1)).toMatchObject({
        status: 'Pending',
        changedBy: 'customer',
        note: `Advance of ₹1,000 by UPI submitted, reference ${reference}`,
      });
      expect(await messageEvents(h, id)).toContain('business_upi_submitted email');

      // A second advance on the same booking is refused.
      const again = await postPayment(h, renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('advance_submitted');
    });

    it('refuses a UPI reference already recorded, on any booking, with a clear message', async () => {
      const reference = upiReference();
      const first = await postPayment(h, renter.token, await newBooking(), {
        kind: 'advance',
        method: 'upi',
        reference,
      });
      expect(first.statusCode).toBe(201);
      const other = await newBooking(stranger);
      const reused = await postPayment(h, stranger.token, other, {
        kind: 'advance',
        method: 'upi',
        reference,
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({
        code: 'reference_used',
        error: PAYMENT_MESSAGES.referenceUsed,
      });
      // The admin's UPI entry with it is refused too.
      const byAdmin = await postPayment(h, admin, other, {
        kind: 'rental',
        method: 'upi',
        amount: 500,
        reference,
      });
      expect(byAdmin.statusCode).toBe(409);
      expect(await ledgerSize(h, other)).toBe(0);
    });

    it('gives a racing duplicate reference to one booking only', async () => {
      const reference = upiReference();
      const ids = await Promise.all([newBooking(), newBooking(stranger)]);
      const answers = await Promise.all(
        [renter, stranger].map((c, i) =>
          postPayment(h, c.token, ids[i]!, { kind: 'advance', method: 'upi', reference }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses malformed references and anything but the advance from a renter', async () => {
      const id = await newBooking();
      const bad: [unknown, string][] = [
        [{ kind: 'advance', method: 'upi', reference: '12345678901' }, 'reference'],
        [{ kind: 'advance', method: 'upi', reference: '1234567890123' }, 'reference'],
        [{ kind: 'advance', method: 'upi', reference: '12345678901a' }, 'reference'],
        [{ kind: 'advance', method: 'upi' }, 'reference'],
        [{ kind: 'rental', method: 'upi', reference: upiReference() }, 'kind'],
        [{ kind: 'advance', method: 'cash', reference: upiReference() }, 'method'],
        [{ kind: 'refund', method: 'cash', amount: 100 }, 'kind'],
      ];
      for (const [payload, field] of bad) {
        const res = await postPayment(h, renter.token, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields).toHaveProperty(field);
      }
      expect(
        (
          await postPayment(h, renter.token, id, { kind: 'advance', method: 'upi', reference: '1' })
        ).json().error,
      ).toBe(PAYMENT_MESSAGES.referenceFormat);
      expect(await ledgerSize(h, id)).toBe(0);
    });

    it('refuses a payment on someone else’s booking, or a cancelled one', async () => {
      const theirs = await newBooking(stranger);
      const res = await postPayment(h, renter.token, theirs, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(res.statusCode).toBe(403);
      const cancelled = await newBooking(renter, 'Cancelled');
      const closed = await postPayment(h, renter.token, cancelled, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('booking_closed');
      const missing = await postPayment(h, renter.token, 'no-such-booking', {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('lets the admin mark a submitted advance received, once, and tells the renter', async () => {
      const id = await newBooking();
      const submitted = (
        await postPayment(h, renter.token, id, {
          kind: 'advance',
          method: 'upi',
          reference: upiReference(),
        })
      ).json() as Payment;

      const queue = await h.inject({
        method: 'GET',
        url: '/api/admin/payments?status=submitted',
        headers: bearer(admin),
      });
      expect(queue.statusCode).toBe(200);
      const item = (queue.json() as { id: string }[]).find((p) => p.id === submitted.id);
      expect(item).toMatchObject({
        bookingRef: bookingReference(id),
        carName: car.name,
        customerName: 'Asha Reddy',
        customerPhone: renter.mobile,
      });
      const recorded = (queue.json() as { recordedAt: string }[]).map((p) => p.recordedAt);
      expect(recorded).toEqual([...recorded].sort());

      const res = await decide(h, admin, submitted.id, { status: 'received', note: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'received',
        decidedBy: `admin:${TEST_ADMIN.email}`,
      });
      const twice = await decide(h, admin, submitted.id, { status: 'rejected', note: 'Oops' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'payment_decided',
        error: PAYMENT_MESSAGES.alreadyDecided,
      });

      const booking = await readBooking(h, renter.token, id);
      expect(booking.payments[0]).toMatchObject({ status: 'received', decidedBy: 'admin' });
      expect(booking.balance).toMatchObject({ paid: 1_000, outstanding: 2_999 });
      expect(booking.statusHistory.at(-1)).toMatchObject({
        changedBy: 'admin',
        note: 'Advance of ₹1,000 by UPI received',
      });
      expect(await messageEvents(h, id)).toContain('payment_received sms');
    });

    it('rejects a submitted advance only with a note, which the renter sees', async () => {
      const id = await newBooking();
      const submitted = (
        await postPayment(h, renter.token, id, {
          kind: 'advance',
          method: 'upi',
          reference: upiReference(),
        })
      ).json() as Payment;
      const noNote = await decide(h, admin, submitted.id, { status: 'rejected', note: '  ' });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().error).toBe(PAYMENT_MESSAGES.noteRequired);
      const unknown = await decide(h, admin, submitted.id, { status: 'submitted', note: '' });
      expect(unknown.statusCode).toBe(400);
      expect((await readBooking(h, renter.token, id)).payments[0]!.status).toBe('submitted');

      const res = await decide(h, admin, submitted.id, {
        status: 'rejected',
        note: 'No payment with this reference reached us.',
      });
      expect(res.statusCode).toBe(200);
      const seen = (await readBooking(h, renter.token, id)).payments[0]!;
      expect(seen).toMatchObject({
        status: 'rejected',
        note: 'No payment with this reference reached us.',
      });
      expect(await messageEvents(h, id)).toContain('payment_rejected sms');
      // A rejected advance may be paid again.
      const again = await postPayment(h, renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(again.statusCode).toBe(201);
      const missing = await decide(h, admin, 'no-such-payment', { status: 'received', note: '' });
      expect(missing.statusCode).toBe(404);
    });

    it('records counter entries of every kind and method, and keeps the balance', async () => {
      const id = await newBooking(renter, 'Confirmed');
      await counterEntry(h, admin, id, { kind: 'advance', method: 'cash', amount: 1_000 });
      await counterEntry(h, admin, id, {
        kind: 'rental',
        method: 'card',
        amount: 2_999,
        reference: 'SLIP-0042',
      });
      await counterEntry(h, admin, id, {
        kind: 'deposit',
        method: 'cash',
        amount: 30_000,
        note: 'Passport deposit',
      });
      await counterEntry(h, admin, id, {
        kind: 'charges',
        method: 'bank',
        amount: 500,
        reference: 'NEFT123',
      });
      await counterEntry(h, admin, id, {
        kind: 'refund',
        method: 'upi',
        amount: 500,
        reference: upiReference(),
      });
      await counterEntry(h, admin, id, {
        kind: 'deposit_refund',
        method: 'cash',
        amount: 30_000,
      });
      const booking = await readBooking(h, renter.token, id);
      expect(booking.balance).toEqual({
        due: 3_999,
        paid: 4_499,
        refunded: 500,
        outstanding: 0,
        depositHeld: 0,
      });
      expect(booking.payments.map((p) => `${p.kind} ${p.method} ${p.status}`)).toEqual([
        'advance cash received',
        'rental card received',
        'deposit cash received',
        'charges bank received',
        'refund upi received',
        'deposit_refund cash received',
      ]);
      expect(booking.payments.every((p) => p.recordedBy === 'admin')).toBe(true);
      const asAdmin = await readBooking(h, admin, id);
      expect(asAdmin.payments[0]!.recordedBy).toBe(`admin:${TEST_ADMIN.email}`);
      expect(asAdmin.statusHistory.map((s) => s.note)).toContain(
        'Deposit of ₹30,000 by Cash received',
      );
    });

    it('never refunds more than was paid, nor returns more deposit than is held', async () => {
      const id = await newBooking(renter, 'Confirmed');
      await counterEntry(h, admin, id, { kind: 'rental', method: 'cash', amount: 1_000 });
      await counterEntry(h, admin, id, { kind: 'deposit', method: 'cash', amount: 30_000 });
      const refund = await postPayment(h, admin, id, {
        kind: 'refund',
        method: 'cash',
        amount: 1_001,
      });
      expect(refund.statusCode).toBe(422);
      expect(refund.json()).toMatchObject({
        code: 'refund_too_large',
        error: PAYMENT_MESSAGES.refundTooLarge(1_000),
      });
      const deposit = await postPayment(h, admin, id, {
        kind: 'deposit_refund',
        method: 'cash',
        amount: 30_001,
      });
      expect(deposit.statusCode).toBe(422);
      expect(deposit.json().error).toBe(PAYMENT_MESSAGES.depositRefundTooLarge(30_000));
      await counterEntry(h, admin, id, { kind: 'refund', method: 'cash', amount: 600 });
      const rest = await postPayment(h, admin, id, { kind: 'refund', method: 'cash', amount: 401 });
      expect(rest.statusCode).toBe(422);
      expect(await ledgerSize(h, id)).toBe(3);
    });

    it('refuses bad amounts, kinds and methods and changes nothing', async () => {
      const id = await newBooking();
      const bad: [Record<string, unknown>, string, string?][] = [
        [{ kind: 'rental', method: 'cash', amount: 0 }, 'amount', PAYMENT_MESSAGES.amountPositive],
        [{ kind: 'rental', method: 'cash', amount: -5 }, 'amount', PAYMENT_MESSAGES.amountPositive],
        [{ kind: 'rental', method: 'cash', amount: 10.5 }, 'amount', PAYMENT_MESSAGES.amountWhole],
        [
          { kind: 'rental', method: 'cash', amount: MAX_ENTRY_AMOUNT + 1 },
          'amount',
          PAYMENT_MESSAGES.amountTooLarge,
        ],
        [
          { kind: 'rental', method: 'cash', amount: '100' },
          'amount',
          PAYMENT_MESSAGES.amountNumber,
        ],
        [{ kind: 'rental', method: 'cash' }, 'amount'],
        [{ kind: 'tip', method: 'cash', amount: 100 }, 'kind', PAYMENT_MESSAGES.kind],
        [{ kind: 'rental', method: 'cheque', amount: 100 }, 'method', PAYMENT_MESSAGES.method],
        [
          { kind: 'rental', method: 'card', amount: 100 },
          'reference',
          PAYMENT_MESSAGES.referenceRequired,
        ],
        [
          { kind: 'rental', method: 'upi', amount: 100, reference: 'ABC' },
          'reference',
          PAYMENT_MESSAGES.referenceFormat,
        ],
      ];
      for (const [payload, field, message] of bad) {
        const res = await postPayment(h, admin, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('validation_error');
        if (message) expect(res.json().fields[field]).toBe(message);
        else expect(res.json().fields).toHaveProperty(field);
      }
      expect(await ledgerSize(h, id)).toBe(0);
      // Money does not come in on a cancelled booking.
      const cancelled = await newBooking(renter, 'Cancelled');
      const closed = await postPayment(h, admin, cancelled, {
        kind: 'rental',
        method: 'cash',
        amount: 100,
      });
      expect(closed.statusCode).toBe(409);
    });

    it('keeps the admin’s calls from renters and answers 401 without a token', async () => {
      const id = await newBooking();
      const payment = await counterEntry(h, admin, id, {
        kind: 'rental',
        method: 'cash',
        amount: 100,
      });
      const asRenter = [
        await decide(h, renter.token, payment.id, { status: 'received', note: '' }),
        await h.inject({
          method: 'GET',
          url: '/api/admin/payments',
          headers: bearer(renter.token),
        }),
      ];
      expect(asRenter.map((r) => r.statusCode)).toEqual([403, 403]);
      const anonymous = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/payments`,
        payload: { kind: 'advance', method: 'upi', reference: upiReference() },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('shows a booking to its renter and the admin only', async () => {
      const id = await newBooking();
      expect((await readBooking(h, renter.token, id))._id).toBe(id);
      expect((await readBooking(h, admin, id))._id).toBe(id);
      const other = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}`,
        headers: bearer(stranger.token),
      });
      expect(other.statusCode).toBe(403);
      const missing = await h.inject({
        method: 'GET',
        url: '/api/bookings/no-such-booking',
        headers: bearer(admin),
      });
      expect(missing.statusCode).toBe(404);
    });
  },
  { config: { upiId: 'hsd@okaxis' } },
);

describeEachDatabase('payment ledger without UPI', (h) => {
  it('offers no UPI link and refuses a UPI reference: the advance is paid at the branch', async () => {
    const renter = await createCustomer(h);
    const id = await createBooking(h, renter, await createCar(h, { price: 2_000 }));
    const booking = await readBooking(h, renter.token, id);
    expect(booking.advance).toEqual({ amount: 500, upiLink: null });
    const res = await postPayment(h, renter.token, id, {
      kind: 'advance',
      method: 'upi',
      reference: upiReference(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'upi_not_offered',
      error: PAYMENT_MESSAGES.upiNotOffered,
    });
  });
});
