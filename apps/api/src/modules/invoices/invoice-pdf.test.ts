import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

const invoice = (gstin: string | null): InvoiceDocument => ({
  number: 'HSD/26-27/0007',
  issuedOn: '5 Dec 2026',
  business: {
    name: 'Hyderabad Self Drive',
    address: 'Plot 12, Main Road, Boduppal, Hyderabad 500092',
    gstin,
    phone: '+91 98765 43210',
    email: 'bookings@example.com',
  },
  renter: {
    name: 'Lakshmi Rao',
    address: '12 MG Road, Ameerpet, Hyderabad 500016',
    mobile: '9876543210',
    gstin: null,
    legalName: null,
  },
  rental: {
    reference: 'AB12CD34',
    car: 'Maruti Swift',
    registration: 'TS 09 AB 1234',
    from: '3 Dec 2026, 10:00 AM',
    to: '5 Dec 2026, 10:00 AM',
  },
  lines: [
    { description: '2 days × ₹2,000', amount: 4000 },
    { description: '20 km over the 600 km allowance × ₹10', amount: 200 },
  ],
  sac: '997311',
  gstRatePercent: 18,
  taxInPaise: false,
  paid: 1000,
  outstanding: 3200,
});

describe('the invoice PDF', () => {
  it('is a tax invoice with CGST and SGST at half the rate each when a GSTIN is set', async () => {
    const pdf = await renderInvoicePdf(invoice('36AABCU9603R1ZM'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('No. HSD/26-27/0007');
    expect(text).toContain('GSTIN 36AABCU9603R1ZM');
    expect(text).toContain('CGST 9%');
    // 4,000 holds 3,390 taxable and 305 + 305 tax; 200 holds 169 and 16 + 15.
    expect(text).toMatch(/2 days × ₹2,000\s+997311\s+₹3,390\s+₹305\s+₹305\s+₹4,000/);
    expect(text).toMatch(/Total\s+₹3,559\s+₹321\s+₹320\s+₹4,200/);
    expect(text).toContain('Four Thousand Two Hundred Rupees Only');
    expect(text).toContain('Paid ₹1,000 · Outstanding ₹3,200');
  });

  it('splits the tax to the paisa, CGST equal to SGST, on an invoice made since rate plans', async () => {
    const text = await pdfText(
      await renderInvoicePdf({ ...invoice('36AABCU9603R1ZM'), taxInPaise: true }),
    );
    // 4,000 at 18 %: each half 4,00,000 × 9 / 118 paise = 30,508; 200: 1,525 each.
    expect(text).toMatch(/2 days × ₹2,000\s+997311\s+₹3,389\.84\s+₹305\.08\s+₹305\.08\s+₹4,000/);
    expect(text).toMatch(/Total\s+₹3,559\.34\s+₹320\.33\s+₹320\.33\s+₹4,200/);
  });

  it('is a receipt with the same lines and no tax split without a GSTIN', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice(null)));
    expect(text).toContain('Receipt');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('CGST');
    expect(text).toMatch(/20 km over the 600 km allowance × ₹10\s+₹200/);
    expect(text).toMatch(/Total\s+₹4,200/);
  });
});
