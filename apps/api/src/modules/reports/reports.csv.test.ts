import { beforeAll, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { BookingsTable } from '../../db/schema';
import { createAdminToken, createBooking, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { EXPORT_PAGE_SIZE } from './reports-export';
import { carAddedAt, ist, ledgerEntry, rental } from '../../test/reports';

// docs/product.md#reports: the CSV exports of a period, read page by page
// (docs/decisions/020-reports-and-timeline.md).

const BOM = '\uFEFF';
const lines = (body: string) => body.replace(BOM, '').split('\r\n').slice(0, -1);

describeEachDatabase('reports: the CSV exports', (h) => {
  let owner: string;
  let quoted: string;
  let manyCar: Awaited<ReturnType<typeof carAddedAt>>;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    const car = await carAddedAt(h, ist('2026-01-01'), { name: 'Swift', branch: 'Boduppal' });
    const other = await carAddedAt(h, ist('2026-01-01'), {
      name: 'City',
      branch: 'Dilsukhnagar',
    });
    const sly = await createCustomer(h, { name: '=HYPERLINK("http://evil.example")' });
    const comma = await createCustomer(h, { name: 'Rao, "Ravi"' });
    await rental(h, sly, car, {
      status: 'Completed',
      pickupAt: ist('2026-11-05', '09:00'),
      returnAt: ist('2026-11-07', '09:00'),
      days: 2,
      amount: 4_000,
      bill: { total: 4_600, charges: 600, at: ist('2026-11-07', '10:00') },
    });
    quoted = await rental(h, comma, car, {
      status: 'Confirmed',
      pickupAt: ist('2026-11-03', '09:00'),
      returnAt: ist('2026-11-04', '09:00'),
      days: 1,
      amount: 2_000,
    });
    // Another branch, and a pickup outside the period.
    await rental(h, comma, other, {
      status: 'Pending',
      pickupAt: ist('2026-11-10', '09:00'),
      returnAt: ist('2026-11-11', '09:00'),
      days: 1,
      amount: 2_000,
    });
    await rental(h, comma, car, {
      status: 'Pending',
      pickupAt: ist('2026-12-01', '00:00'),
      returnAt: ist('2026-12-02', '09:00'),
      days: 1,
      amount: 2_000,
    });
    await ledgerEntry(h, quoted, {
      kind: 'advance',
      method: 'upi',
      amount: 500,
      status: 'received',
      recorded_at: ist('2026-11-01', '08:00'),
      note: '-1 day early',
    });
    await ledgerEntry(h, quoted, {
      kind: 'refund',
      amount: 500,
      status: 'submitted',
      recorded_at: ist('2026-11-02', '08:00'),
    });
    manyCar = await carAddedAt(h, ist('2026-01-01'), { name: 'Bulk', branch: 'Vanasthalipuram' });
  });

  const csv = (what: string, query: string, token = owner) =>
    h.inject({
      method: 'GET',
      url: `/api/admin/reports/${what}.csv?${query}`,
      headers: bearer(token),
    });

  it("lists a branch's bookings picked up in the period, quoted and guarded", async () => {
    const response = await csv('bookings', 'from=2026-11-01&to=2026-11-30&branch=Boduppal');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2026-11-01-to-2026-11-30-Boduppal.csv"',
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      'Booking,Booked at,Status,Renter,Mobile,E-mail,Car,Registration,Branch,Pickup,Return,' +
        'Days,Price per day,Rental amount,Charges,Bill total',
    );
    // By pickup: 3 Nov, then 5 Nov.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(new RegExp(`^${quoted},2026-10-01 00:00,Confirmed,"Rao, ""Ravi""",`));
    expect(rows[0]).toContain(',Swift,');
    expect(rows[0]).toMatch(/,Boduppal,2026-11-03 09:00,2026-11-04 09:00,1,2000,2000,,$/);
    expect(rows[1]).toContain(`,Completed,"'=HYPERLINK(""http://evil.example"")",`);
    expect(rows[1]).toMatch(/,2,2000,4000,600,4600$/);
  });

  it('neutralises a formula after a semicolon, for spreadsheets that split on it', async () => {
    const car = await carAddedAt(h, ist('2026-01-01'), { name: 'Semi', branch: 'Dilsukhnagar' });
    const renter = await createCustomer(h, { name: 'Ravi;@SUM(A:A)' });
    const booking = await rental(h, renter, car, {
      status: 'Confirmed',
      pickupAt: ist('2026-10-10', '09:00'),
      returnAt: ist('2026-10-11', '09:00'),
      days: 1,
      amount: 2_000,
    });
    await ledgerEntry(h, booking, {
      kind: 'advance',
      method: 'upi',
      amount: 500,
      status: 'received',
      recorded_at: ist('2026-10-09', '08:00'),
    });
    const cell = `"'Ravi;@SUM(A:A)"`;
    for (const what of ['bookings', 'payments']) {
      const response = await csv(what, 'from=2026-10-01&to=2026-10-31&branch=Dilsukhnagar');
      expect(response.statusCode).toBe(200);
      const rows = lines(response.body).slice(1);
      expect(rows).toHaveLength(1);
      // Quoted, so a `;` splits no cell, and led by an apostrophe, so nothing computes.
      expect(rows[0]).toContain(`,${cell},`);
      expect(rows[0]).not.toContain(',Ravi;');
    }
  });

  it('lists the ledger entries whose money moved in the period', async () => {
    const response = await csv('payments', 'from=2026-11-01&to=2026-11-30');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      'Entry,Booking,Date,Recorded at,Kind,Method,Amount,Status,Reference,Recorded by,Note,' +
        'Renter,Registration,Branch',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(
        `^[^,]+,${quoted},2026-11-01 08:00,2026-11-01 08:00,Advance,UPI,500,Received,,` +
          `admin:admin@example.com,'-1 day early,"Rao, ""Ravi""",`,
      ),
    );
    expect(rows[1]).toContain(',Refund,Cash,500,To check,');
  });

  it('reads a long export page by page without losing or repeating a row', async () => {
    // More than two pages, many with the same pickup time, so the pages turn inside a run of
    // equal times.
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    const renter = await createCustomer(h);
    const template = await createBooking(h, renter, manyCar, {
      pickupAt: ist('2026-08-10', '09:00'),
      returnAt: ist('2026-08-10', '10:00'),
    });
    const row = await h.app.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', template)
      .executeTakeFirstOrThrow();
    const rows: Insertable<BookingsTable>[] = Array.from({ length: count - 1 }, (_, i) => ({
      ...row,
      id: `bulk-${String(i).padStart(5, '0')}`,
      pickup_at: ist('2026-08-10', i % 3 === 0 ? '08:00' : '09:00'),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await h.app.db
        .insertInto('bookings')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const response = await csv('bookings', 'from=2026-08-10&to=2026-08-10');
    const ids = lines(response.body)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('refuses a bad period before it starts writing', async () => {
    const response = await csv('payments', 'from=2026-11-30&to=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});
