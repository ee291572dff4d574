import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@rental/shared/reports';
import { createAdminToken, createCustomer, createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { block, carAddedAt, ist, ledgerEntry, rental } from '../../test/reports';

// docs/decisions/020-reports-and-timeline.md: each figure against a small data set around
// November 2026, worked out by hand below. The period 2026-11-01..2026-11-30 (Kolkata) is
// [2026-11-01 00:00, 2026-12-01 00:00): 30 days, 720 hours.

describeEachDatabase('reports: the figures of a period', (h) => {
  let owner: string;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    const renter = await createCustomer(h);
    const year = ist('2026-01-01');
    const a = await carAddedAt(h, year, { name: 'Car A', branch: 'Boduppal' });
    const b = await carAddedAt(h, year, { name: 'Car B', branch: 'Boduppal' });
    const c = await carAddedAt(h, year, { name: 'Car C', branch: 'Vanasthalipuram' });
    // Car D joins the fleet on 16 November: 15 days = 360 hours available, none booked.
    await carAddedAt(h, ist('2026-11-16'), { name: 'Car D', branch: 'Boduppal' });

    // #1 Car A, Completed with a bill made on 2 Nov: rental 7,500 - 1,500 = 6,000, charges
    // 1,500, 3 days. Picked up in October, so not among the period's bookings; booked hours
    // clipped at the start: 1 Nov 00:00 to 2 Nov 10:00 = 34 h.
    const b1 = await rental(h, renter, a, {
      status: 'Completed',
      pickupAt: ist('2026-10-30', '10:00'),
      returnAt: ist('2026-11-02', '10:00'),
      days: 3,
      amount: 6_000,
      bill: { total: 7_500, charges: 1_500, at: ist('2026-11-02', '11:00') },
    });
    // #2 Car A, Confirmed, clipped at the end: 29 Nov 12:00 to 1 Dec 00:00 = 36 h.
    const b2 = await rental(h, renter, a, {
      status: 'Confirmed',
      pickupAt: ist('2026-11-29', '12:00'),
      returnAt: ist('2026-12-03', '12:00'),
      days: 4,
      amount: 8_000,
    });
    // #3 Car A, Cancelled: no hours.
    const b3 = await rental(h, renter, a, {
      status: 'Cancelled',
      pickupAt: ist('2026-11-10', '09:00'),
      returnAt: ist('2026-11-12', '09:00'),
      days: 2,
      amount: 4_000,
    });
    // #4 Car B, Completed without a bill: its booking amount 4,000, no charges, 2 days,
    // completed at its booked return (7 Nov); 48 h.
    const b4 = await rental(h, renter, b, {
      status: 'Completed',
      pickupAt: ist('2026-11-05', '09:00'),
      returnAt: ist('2026-11-07', '09:00'),
      days: 2,
      amount: 4_000,
    });
    // #5 Car B, Pending: counted by status, but holds no hours.
    await rental(h, renter, b, {
      status: 'Pending',
      pickupAt: ist('2026-11-20', '09:00'),
      returnAt: ist('2026-11-21', '09:00'),
      days: 1,
      amount: 2_000,
    });
    // #6 Car B, Completed, billed 28 Nov: rental 9,200 - 200 = 9,000, charges 200, 3 days; 72 h.
    const b6 = await rental(h, renter, b, {
      status: 'Completed',
      pickupAt: ist('2026-11-25', '09:00'),
      returnAt: ist('2026-11-28', '09:00'),
      days: 3,
      amount: 9_000,
      bill: { total: 9_200, charges: 200, at: ist('2026-11-28', '10:00') },
    });
    // #7 Car C, Completed but returned (billed) on 1 Dec: no revenue in November; 24 h booked.
    const b7 = await rental(h, renter, c, {
      status: 'Completed',
      pickupAt: ist('2026-11-14', '09:00'),
      returnAt: ist('2026-11-15', '09:00'),
      days: 1,
      amount: 2_500,
      bill: { total: 2_500, charges: 0, at: ist('2026-12-01', '10:00') },
    });
    // #8 Car C, Cancelled.
    await rental(h, renter, c, {
      status: 'Cancelled',
      pickupAt: ist('2026-11-03', '09:00'),
      returnAt: ist('2026-11-04', '09:00'),
      days: 1,
      amount: 2_500,
    });
    // #9 Car C, Completed, billed 20 Nov: rental 3,000, 2 days; 48 h.
    await rental(h, renter, c, {
      status: 'Completed',
      pickupAt: ist('2026-11-18', '09:00'),
      returnAt: ist('2026-11-20', '09:00'),
      days: 2,
      amount: 3_000,
      bill: { total: 3_000, charges: 0, at: ist('2026-11-20', '09:30') },
    });

    // Car B's maintenance: 10-12 Nov and 11-13 Nov overlap, so 10 Nov 00:00 to 13 Nov 00:00 =
    // 72 h once; 30 Nov 12:00 to 2 Dec is clipped to 12 h. 84 h blocked, 720 - 84 = 636 left.
    await block(h, b, ist('2026-11-10'), ist('2026-11-12'));
    await block(h, b, ist('2026-11-11'), ist('2026-11-13'));
    await block(h, b, ist('2026-11-30', '12:00'), ist('2026-12-02'));
    // Car A's block in October is outside the period.
    await block(h, a, ist('2026-10-01'), ist('2026-10-03'));

    // The ledger. Counted (received, money moved in November): 1,500 + 6,000 + 1,500 + 500 +
    // 2,000 + 2,500 = 14,000 received, 500 refunded, 13,500 net. Boduppal leaves out Car C's
    // 2,500: 11,500 received, 11,000 net.
    // Recorded on 31 Oct, checked and received on 1 Nov: counts at its decision.
    await ledgerEntry(h, b1, {
      kind: 'advance',
      method: 'upi',
      amount: 1_500,
      status: 'received',
      recorded_at: ist('2026-10-31', '23:00'),
      decided_at: ist('2026-11-01', '00:30'),
    });
    await ledgerEntry(h, b1, {
      kind: 'rental',
      amount: 6_000,
      status: 'received',
      recorded_at: ist('2026-11-02', '11:00'),
    });
    await ledgerEntry(h, b1, {
      kind: 'charges',
      amount: 1_500,
      status: 'received',
      recorded_at: ist('2026-11-02', '11:05'),
    });
    // Deposits are the renter's money: neither counts.
    await ledgerEntry(h, b1, {
      kind: 'deposit',
      amount: 30_000,
      status: 'received',
      recorded_at: ist('2026-10-30', '10:00'),
    });
    await ledgerEntry(h, b1, {
      kind: 'deposit_refund',
      amount: 30_000,
      status: 'received',
      recorded_at: ist('2026-11-02', '11:10'),
    });
    await ledgerEntry(h, b3, {
      kind: 'advance',
      amount: 500,
      status: 'received',
      recorded_at: ist('2026-11-01', '10:00'),
    });
    // The refund of the cancelled #3, paid out on 9 Nov.
    await ledgerEntry(h, b3, {
      kind: 'refund',
      amount: 500,
      status: 'received',
      recorded_at: ist('2026-11-08', '10:00'),
      decided_at: ist('2026-11-09', '10:00'),
    });
    // Not confirmed: still to check, and rejected.
    await ledgerEntry(h, b4, {
      kind: 'rental',
      amount: 4_000,
      status: 'submitted',
      recorded_at: ist('2026-11-05', '09:00'),
    });
    await ledgerEntry(h, b6, {
      kind: 'rental',
      amount: 9_000,
      status: 'rejected',
      recorded_at: ist('2026-11-25', '09:00'),
      decided_at: ist('2026-11-25', '10:00'),
    });
    // The last minute of the period counts; the first of December does not.
    await ledgerEntry(h, b6, {
      kind: 'advance',
      amount: 2_000,
      status: 'received',
      recorded_at: ist('2026-11-30', '23:59'),
    });
    await ledgerEntry(h, b2, {
      kind: 'advance',
      amount: 1_000,
      status: 'received',
      recorded_at: ist('2026-12-01', '00:00'),
    });
    await ledgerEntry(h, b7, {
      kind: 'rental',
      amount: 2_500,
      status: 'received',
      recorded_at: ist('2026-11-15', '09:00'),
    });
  });

  const report = async (query: string, token = owner) => {
    const response = await h.inject({
      method: 'GET',
      url: `/api/admin/reports?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Report>();
  };

  it('sums the whole fleet', async () => {
    const r = await report('from=2026-11-01&to=2026-11-30');
    // Completed in November: #1, #4, #6, #9 (not #7, billed in December).
    // Rental 6,000 + 4,000 + 9,000 + 3,000 = 22,000; charges 1,500 + 200 = 1,700.
    expect(r.revenue).toEqual({ rentals: 4, rental: 22_000, charges: 1_700, total: 23_700 });
    expect(r.money).toEqual({ received: 14_000, refunded: 500, net: 13_500 });
    // Picked up in November: #2 to #9, eight bookings; 2 of 8 cancelled = 25 %.
    expect(r.bookings).toEqual({
      total: 8,
      byStatus: { Pending: 1, Confirmed: 1, Completed: 4, Cancelled: 2 },
      cancellationPercent: 25,
    });
    // Booked days of the four completed rentals: (3 + 2 + 3 + 2) / 4 = 2.5.
    expect(r.averageRentalDays).toBe(2.5);
    // A: 34 + 36 = 70 of 720 = 9.7 %; B: 48 + 72 = 120 of 636 = 18.9 %; C: 24 + 48 = 72 of
    // 720 = 10 %; D: 0 of 360. Fleet: 262 of 2,436 = 10.8 %.
    expect(r.utilisation.cars.map((c) => [c.name, c.bookedHours, c.availableHours])).toEqual([
      ['Car A', 70, 720],
      ['Car B', 120, 636],
      ['Car C', 72, 720],
      ['Car D', 0, 360],
    ]);
    expect(r.utilisation.cars.map((c) => c.utilisationPercent)).toEqual([9.7, 18.9, 10, 0]);
    expect(r.utilisation).toMatchObject({ bookedHours: 262, availableHours: 2_436, percent: 10.8 });
  });

  it('limits every figure to the cars of one branch', async () => {
    const r = await report('from=2026-11-01&to=2026-11-30&branch=Boduppal');
    expect(r.branch).toBe('Boduppal');
    // #1, #4, #6: rental 19,000, charges 1,700; (3 + 2 + 3) / 3 = 2.7 days.
    expect(r.revenue).toEqual({ rentals: 3, rental: 19_000, charges: 1_700, total: 20_700 });
    expect(r.averageRentalDays).toBe(2.7);
    expect(r.money).toEqual({ received: 11_500, refunded: 500, net: 11_000 });
    // #2 to #6: 5 bookings, 1 cancelled = 20 %.
    expect(r.bookings).toEqual({
      total: 5,
      byStatus: { Pending: 1, Confirmed: 1, Completed: 2, Cancelled: 1 },
      cancellationPercent: 20,
    });
    // 70 + 120 + 0 = 190 of 720 + 636 + 360 = 1,716 = 11.1 %.
    expect(r.utilisation.cars.map((c) => c.name)).toEqual(['Car A', 'Car B', 'Car D']);
    expect(r.utilisation).toMatchObject({ bookedHours: 190, availableHours: 1_716, percent: 11.1 });
  });

  it('counts a one-day period from its Kolkata midnight to the next', async () => {
    // 2 Nov: #1 billed at 11:00 is its only completed rental; A booked 00:00-10:00 = 10 of
    // 24 h = 41.7 %; the rental (6,000 received at 11:00) and charges (1,500 at 11:05).
    const r = await report('from=2026-11-02&to=2026-11-02&branch=Boduppal');
    expect(r.revenue).toEqual({ rentals: 1, rental: 6_000, charges: 1_500, total: 7_500 });
    expect(r.money).toEqual({ received: 7_500, refunded: 0, net: 7_500 });
    expect(r.utilisation.cars[0]).toMatchObject({
      name: 'Car A',
      bookedHours: 10,
      availableHours: 24,
      utilisationPercent: 41.7,
    });
  });

  it('answers zeros and no rates for an empty period', async () => {
    const r = await report('from=2026-06-01&to=2026-06-30');
    expect(r.revenue).toEqual({ rentals: 0, rental: 0, charges: 0, total: 0 });
    expect(r.money).toEqual({ received: 0, refunded: 0, net: 0 });
    expect(r.bookings.total).toBe(0);
    expect(r.bookings.cancellationPercent).toBeNull();
    expect(r.averageRentalDays).toBeNull();
    // Cars A, B and C were in the fleet (D joined in November): 3 x 720 h, none booked.
    expect(r.utilisation).toMatchObject({ bookedHours: 0, availableHours: 2_160, percent: 0 });
  });

  it('refuses a reversed, too long or unknown period or branch', async () => {
    for (const query of [
      'from=2026-11-30&to=2026-11-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-11-01&to=2026-11-31',
      'from=2026-11-01&to=2026-11-30&branch=Secunderabad',
      'from=2026-11-01',
    ]) {
      const response = await h.inject({
        method: 'GET',
        url: `/api/admin/reports?${query}`,
        headers: bearer(owner),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  describe('who may read them', () => {
    it('admits the owner only', async () => {
      const staff = await createStaffToken(h, 'Boduppal');
      const renter = await createCustomer(h);
      for (const path of ['/api/admin/reports', '/api/admin/reports/bookings.csv']) {
        const url = `${path}?from=2026-11-01&to=2026-11-30`;
        const as = (token?: string) =>
          h.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
        expect((await as(staff.token)).statusCode, path).toBe(403);
        expect((await as(renter.token)).statusCode, path).toBe(403);
        expect((await as()).statusCode, path).toBe(401);
        expect((await as(owner)).statusCode, path).toBe(200);
      }
    });
  });
});
