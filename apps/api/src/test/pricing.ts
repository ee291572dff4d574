import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import type { GoldenCase } from '@rental/shared/pricing/golden-fixtures';
import type { RateCard } from '@rental/shared/pricing/rate-card';
import { createCar, type TestCar } from './factories';
import { bearer, type Harness } from './harness';

// What the pricing API tests share: the golden table moved to dates ahead of today (by whole
// weeks, so weekdays stay), and a car with a rate card and its own date rules.

/** The golden table's first pickup day; every case is moved by the same whole weeks. */
const GOLDEN_FIRST_DAY = '2026-12-02';

/** Whole weeks that put the golden table's first day at least three days after today. */
export function goldenShiftDays(now = new Date()): number {
  const first = Date.parse(`${GOLDEN_FIRST_DAY}T00:00:00Z`);
  const wanted = Date.parse(`${addDays(todayInKolkata(now), 3)}T00:00:00Z`);
  return Math.max(0, Math.ceil((wanted - first) / (7 * 86_400_000))) * 7;
}

/** 'YYYY-MM-DDTHH:mm' moved by whole days; date and time as the booking form sends them. */
export function shifted(local: string, days: number) {
  return { date: addDays(local.slice(0, 10), days), time: local.slice(11, 16) };
}

export function shiftCase(c: GoldenCase, days: number): GoldenCase {
  const move = (local: string) => {
    const s = shifted(local, days);
    return `${s.date}T${s.time}`;
  };
  return {
    ...c,
    pickup: move(c.pickup),
    ret: move(c.ret),
    rules: c.rules?.map((r) => ({
      ...r,
      from: r.from && addDays(r.from, days),
      to: r.to && addDays(r.to, days),
    })),
    extension: c.extension && { ...c.extension, ret: move(c.extension.ret) },
    bill: c.bill && { ...c.bill, returnedAt: move(c.bill.returnedAt) },
  };
}

/** A car with this rate card and GST, and the case's date rules added by the owner's call. */
export async function carWithRates(
  h: Harness,
  admin: string,
  card: RateCard,
  rules: GoldenCase['rules'] = [],
  gstRatePercent: number | null = null,
): Promise<TestCar> {
  const car = await createCar(h, { price: card.pricePerDay });
  await h.app.db
    .updateTable('cars')
    .set({
      price_per_hour: card.pricePerHour,
      min_hours: card.minHours,
      price_per_week: card.pricePerWeek,
      price_per_month: card.pricePerMonth,
      unlimited_km_per_day: card.unlimitedKmPerDay,
      gst_rate_percent: gstRatePercent,
    })
    .where('id', '=', car.id)
    .execute();
  for (const rule of rules) {
    const res = await h.inject({
      method: 'POST',
      url: '/api/admin/date-rules',
      headers: bearer(admin),
      payload: { ...rule, carId: car.id },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  return car;
}
