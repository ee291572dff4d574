import { describe, expect, it } from 'vitest';
import { createAdminToken, createCar, createCustomer } from '../../test/factories';
import {
  bearer,
  DATABASES,
  describeEachDatabase,
  type Harness,
  type HarnessOptions,
  twoProcesses,
} from '../../test/harness';
import { entriesOf, ownerId } from '../../test/audit';
import { testClock } from '../../test/clock';
import { readBooking } from '../../test/ledger';
import {
  afterTripKit,
  chargeForm,
  createCompletedBooking,
  DEPOSIT_DAY_OF_1_DEC_RETURN,
  depositRefundsOf,
} from '../../test/charges';

// docs/product.md#after-the-trip: a charge the deposit return held back and the renter then pays
// by UPI is paid twice; what was held for it comes back as a further deposit return, made due in
// the transaction that marks the payment received, once. A charge paid before the return holds
// nothing back, and one paid only in its rest (the deposit took the rest) gives nothing back.

const clock = testClock('2026-12-01T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const RETURN_DAY = DEPOSIT_DAY_OF_1_DEC_RETURN;

function checkPayment(h: Harness, admin: string, paymentId: string, status = 'received') {
  return h.inject({
    method: 'PATCH',
    url: `/api/payments/${paymentId}`,
    headers: bearer(admin),
    payload: status === 'received' ? { status, note: '' } : { status, note: 'Not in the bank' },
  });
}

type Seen = { id: string; status: string; toPay: number; fromDeposit: number };
const find = (charges: Seen[], id: string) => charges.find((c) => c.id === id)!;

describeEachDatabase(
  'a held-back charge the renter pays',
  (h) => {
    const kit = afterTripKit(h);

    async function pay(chargeId: string, reference: string, amount: number) {
      const paid = await kit.act('POST', chargeId, 'payment', { reference });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'payment_submitted', paymentAmount: amount });
      return paid.json().paymentId as string;
    }

    async function received(paymentId: string) {
      const res = await checkPayment(h, kit.admin, paymentId);
      expect(res.statusCode, res.body).toBe(200);
    }

    it('gives back what was held when the renter pays it, with who and when', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 5000);
      clock.set('2026-12-15T06:30:00Z');
      const toll = (await kit.addCharge(id, { type: 'toll', amount: 300 })).json();

      clock.set(RETURN_DAY);
      const atReturn = (await kit.afterTrip(id)).json();
      expect(atReturn.depositReturn).toMatchObject({ heldBack: 300, toReturn: 4700, givenBack: 0 });
      expect(find(atReturn.charges, toll.id)).toMatchObject({ status: 'open', fromDeposit: 300 });

      // Within its window the renter pays the whole charge, as the link asks.
      const paymentId = await pay(toll.id, '1111 2222 3333', 300);
      clock.set('2026-12-15T19:00:00Z');
      await received(paymentId);

      const refunds = await depositRefundsOf(h, id);
      expect(refunds.map((e) => e.amount)).toEqual([4700, 300]);
      expect(refunds[1]).toMatchObject({
        status: 'submitted',
        recorded_by: 'system',
        recorded_at: '2026-12-15T19:00:00.000Z',
        note: 'Toll charge paid by UPI: ₹300 held back from the deposit',
      });
      const seen = (await kit.afterTrip(id, kit.renter.token)).json();
      expect(find(seen.charges, toll.id)).toMatchObject({
        status: 'paid',
        fromDeposit: 0,
        toPay: 0,
        paymentAmount: 300,
      });
      expect(seen.depositReturn).toMatchObject({
        heldBack: 300,
        toReturn: 4700,
        givenBack: 300,
        stillOwed: 0,
      });

      // The renter's booking lists the further return due; the history and the audit say who.
      const booking = await readBooking(h, kit.renter.token, id);
      expect(
        booking.payments.filter((p) => p.kind === 'deposit_refund').map((p) => p.amount),
      ).toEqual([4700, 300]);
      const owner = await ownerId(h);
      const audit = (await entriesOf(h, { entityId: toll.id })).filter(
        (e) => e.action === 'charge.deposit_release',
      );
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: owner,
          bookingId: id,
          before: { depositShare: 300 },
          after: { depositShare: 0, givenBack: 300, paymentId },
        }),
      ]);
      const history = (await readBooking(h, kit.admin, id)).statusHistory.filter((line) =>
        line.note.endsWith('held back from the deposit given back'),
      );
      expect(history).toEqual([
        expect.objectContaining({
          changedBy: 'admin:admin@example.com',
          changedAt: '2026-12-15T19:00:00.000Z',
          note: 'Toll charge paid by UPI: ₹300 held back from the deposit given back',
        }),
      ]);

      // The staff's list shows the return with what has since been given back.
      const list = await h.inject({
        method: 'GET',
        url: '/api/admin/deposit-returns',
        headers: bearer(kit.admin),
      });
      expect(list.json().find((r: { bookingId: string }) => r.bookingId === id)).toMatchObject({
        heldBack: 300,
        toReturn: 4700,
        givenBack: 300,
      });
    });

    it('holds nothing back for a charge paid before the return, so gives nothing back', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 5000);
      clock.set('2026-12-15T06:30:00Z');
      const toll = (await kit.addCharge(id, { type: 'toll', amount: 300 })).json();
      await received(await pay(toll.id, '2222 3333 4444', 300));

      clock.set(RETURN_DAY);
      const seen = (await kit.afterTrip(id)).json();
      expect(seen.depositReturn).toMatchObject({ heldBack: 0, toReturn: 5000, givenBack: 0 });
      expect(find(seen.charges, toll.id)).toMatchObject({ status: 'paid', fromDeposit: 0 });
      expect((await depositRefundsOf(h, id)).map((e) => e.amount)).toEqual([5000]);
    });

    it('gives back what was held for a payment sent before the return and checked after', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 5000);
      clock.set('2026-12-15T06:30:00Z');
      const toll = (await kit.addCharge(id, { type: 'toll', amount: 300 })).json();
      const paymentId = await pay(toll.id, '3333 4444 5555', 300);

      clock.set(RETURN_DAY);
      expect((await kit.afterTrip(id)).json().depositReturn).toMatchObject({
        heldBack: 300,
        toReturn: 4700,
      });
      await received(paymentId);
      expect((await depositRefundsOf(h, id)).map((e) => e.amount)).toEqual([4700, 300]);
    });

    it('gives back nothing when the payment is rejected', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 5000);
      clock.set('2026-12-15T06:30:00Z');
      const toll = (await kit.addCharge(id, { type: 'toll', amount: 300 })).json();
      clock.set(RETURN_DAY);
      await kit.afterTrip(id);
      const paymentId = await pay(toll.id, '4444 5555 6666', 300);
      const rejected = await checkPayment(h, kit.admin, paymentId, 'rejected');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await depositRefundsOf(h, id)).map((e) => e.amount)).toEqual([4700]);
      const seen = (await kit.afterTrip(id)).json();
      expect(find(seen.charges, toll.id)).toMatchObject({ status: 'open', fromDeposit: 300 });
      expect(seen.depositReturn).toMatchObject({ givenBack: 0 });
    });

    it('asks the whole of a disputed charge the deposit covers in part, and gives back its share', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 1000);
      await kit.addCharge(id, { type: 'fuel', amount: 700 });
      clock.set('2026-12-15T06:30:00Z');
      const other = (await kit.addCharge(id, { type: 'other', amount: 1500 })).json();
      await kit.act('POST', other.id, 'dispute', { reason: 'It was there at pickup' });

      clock.set(RETURN_DAY);
      const atReturn = (await kit.afterTrip(id)).json();
      expect(atReturn.depositReturn).toMatchObject({ taken: 700, heldBack: 300, toReturn: 0 });
      // Still disputed, nothing is taken yet: paying now pays the whole charge.
      expect(find(atReturn.charges, other.id)).toMatchObject({
        status: 'disputed',
        fromDeposit: 300,
        toPay: 1500,
      });
      await received(await pay(other.id, '5555 6666 7777', 1500));

      expect((await depositRefundsOf(h, id)).map((e) => e.amount)).toEqual([300]);
      const seen = (await kit.afterTrip(id)).json();
      expect(find(seen.charges, other.id)).toMatchObject({
        status: 'paid',
        fromDeposit: 0,
        toPay: 0,
      });
      expect(seen.depositReturn).toMatchObject({ toReturn: 0, givenBack: 300, stillOwed: 0 });
    });

    it('gives back nothing for an upheld charge paid in its rest after the deposit took its share', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 1000);
      clock.set('2026-12-15T06:30:00Z');
      const other = (await kit.addCharge(id, { type: 'other', amount: 1500 })).json();
      await kit.act('POST', other.id, 'dispute', { reason: 'It was there at pickup' });

      clock.set(RETURN_DAY);
      await kit.afterTrip(id);
      const upheld = await kit.act(
        'PATCH',
        other.id,
        'dispute',
        { decision: 'uphold', reason: 'The pickup photos show none' },
        kit.admin,
      );
      expect(upheld.json()).toMatchObject({ status: 'due', fromDeposit: 1000, toPay: 500 });
      await received(await pay(other.id, '6666 7777 8888', 500));

      expect(await depositRefundsOf(h, id)).toEqual([]);
      const seen = (await kit.afterTrip(id)).json();
      expect(find(seen.charges, other.id)).toMatchObject({
        status: 'paid',
        fromDeposit: 1000,
        toPay: 0,
      });
      expect(seen.depositReturn).toMatchObject({ taken: 0, heldBack: 1000, givenBack: 0 });
    });
  },
  options,
);

// Two server processes mark the same payment received at once: the share comes back once.
for (const kind of DATABASES) {
  describe(`a held-back charge paid, across two processes [${kind}]`, () => {
    const twoClock = testClock(RETURN_DAY);
    const apps = twoProcesses(kind, { clock: twoClock, outbox: { autoStart: false } });

    it('gives back what was held once, however many checks race', async () => {
      const admin = await createAdminToken(apps.first);
      const renter = await createCustomer(apps.first);
      const car = await createCar(apps.first, { price: 2000 });
      const ids: string[] = [];
      const payments: string[] = [];
      for (const [i, returned] of ['2026-12-01T06:30:00Z', '2026-12-01T07:30:00Z'].entries()) {
        twoClock.set(returned);
        const id = await createCompletedBooking(apps.first, renter, car, new Date(returned), 3000);
        twoClock.set('2026-12-15T06:30:00Z');
        const added = await apps.first.inject({
          method: 'POST',
          url: `/api/bookings/${id}/charges`,
          headers: bearer(admin),
          payload: chargeForm({ type: 'toll', amount: 400 }),
        });
        expect(added.statusCode, added.body).toBe(201);
        const paid = await apps.first.inject({
          method: 'POST',
          url: `/api/charges/${added.json().id}/payment`,
          headers: bearer(renter.token),
          payload: { reference: `77778888999${i}` },
        });
        expect(paid.statusCode, paid.body).toBe(200);
        ids.push(id);
        payments.push(paid.json().paymentId);
      }
      twoClock.set('2026-12-16T06:30:00Z');
      // Both returns are made due with the tolls held, then each payment is checked four times
      // at once, half on each process.
      const list = await apps.second.inject({
        method: 'GET',
        url: '/api/admin/deposit-returns',
        headers: bearer(admin),
      });
      expect(list.statusCode, list.body).toBe(200);
      const answers = await Promise.all(
        payments.flatMap((paymentId) =>
          [0, 1, 2, 3].map((i) => checkPayment(i % 2 ? apps.second : apps.first, admin, paymentId)),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(6);
      for (const id of ids) {
        expect((await depositRefundsOf(apps.first, id)).map((e) => e.amount)).toEqual([2600, 400]);
      }
    });

    it('returns the whole deposit once when the check races the return being made due', async () => {
      const admin = await createAdminToken(apps.first);
      const renter = await createCustomer(apps.first);
      const car = await createCar(apps.first, { price: 2000 });
      twoClock.set('2026-11-01T06:30:00Z');
      const id = await createCompletedBooking(apps.first, renter, car, twoClock(), 3000);
      twoClock.set('2026-11-15T06:30:00Z');
      const added = await apps.first.inject({
        method: 'POST',
        url: `/api/bookings/${id}/charges`,
        headers: bearer(admin),
        payload: chargeForm({ type: 'toll', amount: 400 }),
      });
      const paid = await apps.first.inject({
        method: 'POST',
        url: `/api/charges/${added.json().id}/payment`,
        headers: bearer(renter.token),
        payload: { reference: '123412341234' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      twoClock.set('2026-11-16T06:30:00Z');
      const [checked, list] = await Promise.all([
        checkPayment(apps.first, admin, paid.json().paymentId),
        apps.second.inject({
          method: 'GET',
          url: '/api/admin/deposit-returns',
          headers: bearer(admin),
        }),
      ]);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(list.statusCode, list.body).toBe(200);
      // Checked first: nothing held, 3000 back; made due first: 2600 now and 400 on the check.
      const back = (await depositRefundsOf(apps.first, id)).map((e) => e.amount);
      expect(back.reduce((sum, amount) => sum + amount, 0)).toBe(3000);
      expect([[3000], [2600, 400]]).toContainEqual(back);
    });
  });
}
