import { beforeAll, expect, it } from 'vitest';
import type { Report } from '@rental/shared/reports';
import { createAdminToken } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { novemberDataSet } from './november.test-helpers';

// docs/decisions/020-reports-and-timeline.md: each figure against the small data set around
// November 2026 (november.test-helpers.ts), worked out by hand there and below.

describeEachDatabase('reports: the figures of a period', (h) => {
  let owner: string;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    await novemberDataSet(h);
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
});
