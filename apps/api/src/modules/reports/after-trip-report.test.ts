import { beforeAll, expect, it } from 'vitest';
import { createCar, createCustomer, createStaffToken, type TestCar } from '../../test/factories';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { afterTripKit, createCompletedBooking, dentPhoto } from '../../test/charges';

// docs/product.md#reports: the after-trip report per month and branch, every cell checked
// against charges raised, paid, waived, upheld and taken from deposits in two branches over
// October and November 2026.

const clock = testClock('2026-10-05T07:00:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const PERIOD = 'from=2026-10-01&to=2026-11-30';

const zero = {
  charges: { raised: 0, raisedCount: 0, recovered: 0, waived: 0, outstanding: 0 },
  deposits: { held: 0, released: 0, overdue: 0, overdueCount: 0 },
};

describeEachDatabase(
  'the after-trip report',
  (h) => {
    const kit = afterTripKit(h);
    let vanasthalipuram: TestCar;

    const at = (instant: string) => clock.set(instant);
    const ok = async (response: Awaited<ReturnType<typeof h.inject>>) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const markReceived = async (paymentId: string) =>
      ok(
        await h.inject({
          method: 'PATCH',
          url: `/api/payments/${paymentId}`,
          headers: bearer(kit.admin),
          payload: { status: 'received', note: '', reference: '412345678901' },
        }),
      );
    const depositReturns = async () =>
      ok(
        await h.inject({
          method: 'GET',
          url: '/api/admin/deposit-returns',
          headers: bearer(kit.admin),
        }),
      );
    const report = (query = PERIOD, path = '/api/admin/reports/after-trip') =>
      h.inject({ method: 'GET', url: `${path}?${query}`, headers: bearer(kit.admin) });

    beforeAll(async () => {
      vanasthalipuram = await createCar(h, { branch: 'Vanasthalipuram' });
      // Boduppal, returned 5 Oct (deposit back 20 Oct): a toll paid, a cleaning waived and a
      // fuel charge left to fall due and be taken from the deposit.
      at('2026-10-05T07:00:00Z');
      const b1 = await kit.completedBooking(new Date('2026-10-05T06:30:00Z'), 5000);
      const toll = await ok(await kit.addCharge(b1, { type: 'toll', amount: 300 }));
      const cleaning = await ok(await kit.addCharge(b1, { type: 'cleaning', amount: 500 }));
      await ok(await kit.addCharge(b1, { type: 'fuel', amount: 700 }));
      const paid = await ok(
        await kit.act('POST', toll.id, 'payment', { reference: '498765432101' }),
      );
      at('2026-10-06T06:00:00Z');
      await markReceived(paid.paymentId);
      await ok(await kit.act('POST', cleaning.id, 'dispute', { reason: 'It was clean' }));
      at('2026-10-07T06:00:00Z');
      await ok(
        await kit.act(
          'PATCH',
          cleaning.id,
          'dispute',
          { decision: 'waive', reason: 'Ok' },
          kit.admin,
        ),
      );
      at('2026-10-20T06:30:00Z');
      const made = (await depositReturns()).find((r: { bookingId: string }) => r.bookingId === b1);
      expect(made).toMatchObject({ chargesDue: 700, toReturn: 4300 });

      // Vanasthalipuram, returned 28 Oct (deposit back 12 Nov): damage disputed, then upheld.
      const v1 = await createCompletedBooking(
        h,
        kit.renter,
        vanasthalipuram,
        new Date('2026-10-28T06:30:00Z'),
        4000,
      );
      at('2026-10-29T05:00:00Z');
      const damage = await ok(
        await kit.addCharge(v1, { type: 'damage', amount: 1500 }, [await dentPhoto()]),
      );
      at('2026-10-30T05:00:00Z');
      await ok(await kit.act('POST', damage.id, 'dispute', { reason: 'It was there before' }));

      // The Boduppal deposit is paid out in November; the Vanasthalipuram one is left unpaid.
      at('2026-11-02T06:00:00Z');
      await markReceived(made.paymentId);
      at('2026-11-03T06:00:00Z');
      await ok(
        await kit.act(
          'PATCH',
          damage.id,
          'dispute',
          { decision: 'uphold', reason: 'Photo' },
          kit.admin,
        ),
      );
      at('2026-11-12T06:30:00Z');
      await depositReturns();

      // Boduppal again, returned 25 Nov: a challan still open at the month's end.
      const b2 = await kit.completedBooking(new Date('2026-11-25T06:30:00Z'), 3000);
      at('2026-11-26T06:00:00Z');
      await ok(await kit.addCharge(b2, { type: 'challan', amount: 1000 }));
      at('2026-12-05T06:00:00Z');
    });

    it('gives every month and branch its charges and deposits', async () => {
      const response = await report();
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ from: '2026-10-01', to: '2026-11-30', branch: null });
      const cell = (month: string, branch: string) =>
        body.months.find((m: { month: string; branch: string }) => {
          return m.month === month && m.branch === branch;
        });
      expect(body.months).toHaveLength(6);
      expect(cell('2026-10', 'Boduppal')).toEqual({
        month: '2026-10',
        from: '2026-10-01',
        to: '2026-10-31',
        branch: 'Boduppal',
        charges: {
          raised: 1500,
          raisedCount: 3,
          recovered: 1000,
          waived: 500,
          outstanding: 0,
          outstandingCount: 0,
        },
        deposits: { held: 0, released: 0, overdue: 4300, overdueCount: 1 },
      });
      expect(cell('2026-10', 'Vanasthalipuram')).toMatchObject({
        charges: {
          raised: 1500,
          raisedCount: 1,
          recovered: 0,
          waived: 0,
          outstanding: 1500,
          outstandingCount: 1,
        },
        deposits: { held: 4000, released: 0, overdue: 0, overdueCount: 0 },
      });
      expect(cell('2026-11', 'Boduppal')).toMatchObject({
        from: '2026-11-01',
        to: '2026-11-30',
        charges: {
          raised: 1000,
          raisedCount: 1,
          recovered: 0,
          waived: 0,
          outstanding: 1000,
          outstandingCount: 1,
        },
        deposits: { held: 3000, released: 4300, overdue: 0, overdueCount: 0 },
      });
      expect(cell('2026-11', 'Vanasthalipuram')).toMatchObject({
        charges: {
          raised: 0,
          raisedCount: 0,
          recovered: 1500,
          waived: 0,
          outstanding: 0,
          outstandingCount: 0,
        },
        deposits: { held: 0, released: 0, overdue: 2500, overdueCount: 1 },
      });
      expect(cell('2026-10', 'Dilsukhnagar')).toMatchObject(zero);
      expect(cell('2026-11', 'Dilsukhnagar')).toMatchObject(zero);
    });

    it('keeps to one branch and clips the months to the period', async () => {
      const body = (await report('from=2026-10-15&to=2026-11-10&branch=Vanasthalipuram')).json();
      expect(body.months).toEqual([
        expect.objectContaining({
          month: '2026-10',
          from: '2026-10-15',
          to: '2026-10-31',
          branch: 'Vanasthalipuram',
        }),
        expect.objectContaining({ month: '2026-11', from: '2026-11-01', to: '2026-11-10' }),
      ]);
      // On 10 November the upheld damage was not yet taken: still outstanding, deposit held.
      expect(body.months[1]).toMatchObject({
        charges: { recovered: 0, outstanding: 1500 },
        deposits: { held: 4000, overdue: 0 },
      });
    });

    it('gives a month not over yet as it stands now', async () => {
      at('2026-11-12T08:00:00Z');
      const body = (await report('from=2026-11-01&to=2026-11-30&branch=Vanasthalipuram')).json();
      at('2026-12-05T06:00:00Z');
      // The deposit return of 12 Nov is made, and not yet overdue on its own day.
      expect(body.months[0]).toMatchObject({
        charges: { recovered: 1500, outstanding: 0 },
        deposits: { held: 0, overdue: 0, overdueCount: 0 },
      });
    });

    it('exports the same figures as CSV, one line per month and branch', async () => {
      const response = await report(PERIOD, '/api/admin/reports/after-trip.csv');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="after-trip-2026-10-01-to-2026-11-30.csv"',
      );
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFMonth,From,To,Branch,Charges raised,Charges raised (count),Charges recovered,' +
          'Charges waived,Charges outstanding,Charges outstanding (count),Deposits held,' +
          'Deposits released,Deposits overdue,Deposits overdue (count)',
      );
      expect(lines).toHaveLength(8);
      expect(lines).toContain(
        '2026-10,2026-10-01,2026-10-31,Boduppal,1500,3,1000,500,0,0,0,0,4300,1',
      );
      expect(lines).toContain(
        '2026-11,2026-11-01,2026-11-30,Vanasthalipuram,0,0,1500,0,0,0,0,0,2500,1',
      );
      expect(lines.at(-1)).toBe('');
    });

    it('admits the owner only and refuses a bad period', async () => {
      const staff = await createStaffToken(h, 'Boduppal');
      const renter = await createCustomer(h);
      for (const path of ['/api/admin/reports/after-trip', '/api/admin/reports/after-trip.csv']) {
        const as = (token?: string) =>
          h.inject({
            method: 'GET',
            url: `${path}?${PERIOD}`,
            headers: token ? bearer(token) : {},
          });
        expect((await as(staff.token)).statusCode, path).toBe(403);
        expect((await as(renter.token)).statusCode, path).toBe(403);
        expect((await as()).statusCode, path).toBe(401);
        const reversed = await report('from=2026-11-30&to=2026-11-01', path);
        expect(reversed.statusCode, path).toBe(400);
      }
    });
  },
  options,
);
