import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Bill } from '@rental/shared/bill';
import { bookingReference } from '@rental/shared/outbox';
import { createAdminToken, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { invoiceTotals } from './invoice-register';
import { carAddedAt, ist, ledgerEntry, rental } from '../../test/reports';

// docs/product.md#reports: the month's invoice register beside the other CSVs, and references
// written as text so a spreadsheet keeps all their digits.

const BOM = '\uFEFF';
const lines = (body: string) => body.replace(BOM, '').split('\r\n').slice(0, -1);

const bill = (amounts: number[]): Bill => ({
  lines: amounts.map((amount, i) => ({
    kind: i === 0 ? 'rental' : 'tolls',
    description: `line ${i}`,
    amount,
  })),
  total: amounts.reduce((a, b) => a + b, 0),
  kmDriven: 0,
  kmAllowed: 0,
  extraKm: 0,
  lateDays: 0,
});

describeEachDatabase('reports: the invoice register', (h) => {
  let owner: string;
  const ids = {} as Record<'taxed' | 'receipt' | 'otherBranch' | 'december', string>;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    const swift = await carAddedAt(h, ist('2026-01-01'), { name: 'Swift', branch: 'Boduppal' });
    const city = await carAddedAt(h, ist('2026-01-01'), { name: 'City', branch: 'Dilsukhnagar' });
    const anil = await createCustomer(h, { name: 'Anil Varma' });
    const closed = async (
      car: typeof swift,
      issuedAt: string,
      amounts: number[],
      gstin: string | null,
      number: string,
    ) => {
      const id = await rental(h, anil, car, {
        status: 'Completed',
        pickupAt: ist('2026-11-02', '09:00'),
        returnAt: ist('2026-11-04', '09:00'),
        days: 2,
        amount: amounts[0]!,
      });
      const b = bill(amounts);
      await h.app.db
        .insertInto('bills')
        .values({
          booking_id: id,
          bill: JSON.stringify(b),
          total: b.total,
          charges: b.total - amounts[0]!,
          created_at: issuedAt,
        })
        .execute();
      await h.app.db
        .insertInto('invoices')
        .values({
          id: randomUUID(),
          booking_id: id,
          number,
          financial_year: '26-27',
          sequence: Number(number.slice(-4)),
          gstin,
          gst_rate_percent: 18,
          sac: '997311',
          issued_at: issuedAt,
        })
        .execute();
      return id;
    };
    ids.taxed = await closed(
      swift,
      ist('2026-11-04', '10:00'),
      [1_500, 120],
      '36AABCH1234F1Z5',
      'HSD/26-27/0001',
    );
    ids.receipt = await closed(swift, ist('2026-11-30', '23:30'), [2_000], null, 'HSD/26-27/0002');
    ids.otherBranch = await closed(
      city,
      ist('2026-11-10', '10:00'),
      [3_000],
      '36AABCH1234F1Z5',
      'HSD/26-27/0003',
    );
    ids.december = await closed(
      swift,
      ist('2026-12-01', '00:00'),
      [4_000],
      '36AABCH1234F1Z5',
      'HSD/26-27/0004',
    );
    await ledgerEntry(h, ids.taxed, {
      kind: 'advance',
      method: 'upi',
      amount: 500,
      status: 'received',
      recorded_at: ist('2026-11-01', '08:00'),
    });
    await h.app.db
      .updateTable('payments')
      .set({ reference: '412345678901' })
      .where('booking_id', '=', ids.taxed)
      .execute();
  });

  const csv = (what: string, query: string, token = owner) =>
    h.inject({
      method: 'GET',
      url: `/api/admin/reports/${what}.csv?${query}`,
      headers: bearer(token),
    });

  it('lists the month’s invoices and receipts with the tax the invoice prints', async () => {
    const res = await csv('invoices', 'from=2026-11-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-11-01-to-2026-11-30.csv"',
    );
    const tax = invoiceTotals(bill([1_500, 120]), 18);
    expect(tax.taxable + tax.cgst + tax.sgst).toBe(1_620);
    const city = invoiceTotals(bill([3_000]), 18);
    expect(lines(res.body)).toEqual([
      'Invoice number,Date,Document,Booking,Renter,Renter legal name,Renter GSTIN,Taxable value,CGST,SGST,Total,SAC,GST rate %',
      `HSD/26-27/0001,2026-11-04,Tax invoice,${bookingReference(ids.taxed)},Anil Varma,,,${tax.taxable},${tax.cgst},${tax.sgst},1620,997311,18`,
      `HSD/26-27/0003,2026-11-10,Tax invoice,${bookingReference(ids.otherBranch)},Anil Varma,,,${city.taxable},${city.cgst},${city.sgst},3000,997311,18`,
      // Issued at 23:30 in Kolkata on the 30th: November's, though it is the 30th's evening in UTC.
      `HSD/26-27/0002,2026-11-30,Receipt,${bookingReference(ids.receipt)},Anil Varma,,,2000,,,2000,997311,`,
    ]);
  });

  it('keeps to one branch and refuses a bad period with 400', async () => {
    const one = lines(
      (await csv('invoices', 'from=2026-11-01&to=2026-11-30&branch=Dilsukhnagar')).body,
    );
    expect(one.slice(1).map((l) => l.split(',')[0])).toEqual(['HSD/26-27/0003']);
    expect((await csv('invoices', 'from=2026-11-30&to=2026-11-01')).statusCode).toBe(400);
    expect((await csv('invoices', 'from=nope')).statusCode).toBe(400);
  });

  it('writes a 12-digit UPI reference as text, not as a number', async () => {
    const payments = lines((await csv('payments', 'from=2026-11-01&to=2026-11-30')).body);
    const advance = payments.find((l) => l.includes('412345678901'))!;
    expect(advance).toContain(',"=""412345678901""",');
  });
});
