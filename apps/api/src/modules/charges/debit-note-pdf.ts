import PDFDocument from 'pdfkit';
import { rupeesInWords, splitInclusiveGst } from '../invoices/tax';
import { registerPdfFonts } from '../../lib/pdf-fonts';

// docs/product.md#debit-notes: a charge's debit note, drawn on the server like the invoice
// (invoices/invoice-pdf.ts), with DejaVu Sans for the ₹ sign.

export interface DebitNoteDocument {
  /** "HSD/DN/2627/0001" */
  number: string;
  issuedOn: string;
  business: { name: string; address: string; gstin: string | null };
  renter: { name: string; mobile: string };
  /** The booking's invoice the note refers to; null when the rental was closed without one. */
  invoice: { number: string; issuedOn: string } | null;
  rental: { reference: string; car: string; registration: string };
  charge: { description: string; reference: string; amount: number };
  sac: string;
  gstRatePercent: number;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export function renderDebitNotePdf(note: DebitNoteDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Debit note ${note.number}` },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(16).text('Debit note');
  doc.font('body').fontSize(10).moveDown(0.5);
  doc.text(`Number: ${note.number}`);
  doc.text(`Date: ${note.issuedOn}`);
  doc.text(
    note.invoice
      ? `Against invoice ${note.invoice.number} of ${note.invoice.issuedOn}`
      : 'Against the rental below (no invoice was issued)',
  );
  doc.moveDown();
  doc.font('bold').text(note.business.name);
  doc.font('body').text(note.business.address);
  if (note.business.gstin) doc.text(`GSTIN: ${note.business.gstin}`);
  doc.moveDown();
  doc.font('bold').text('To');
  doc.font('body').text(`${note.renter.name}, ${note.renter.mobile}`);
  doc.text(`Booking ${note.rental.reference}: ${note.rental.car} (${note.rental.registration})`);
  doc.moveDown();
  doc.font('bold').text(note.charge.description);
  doc.font('body');
  if (note.charge.reference) doc.text(`Reference: ${note.charge.reference}`);
  if (note.business.gstin) {
    const tax = splitInclusiveGst(note.charge.amount, note.gstRatePercent);
    const half = note.gstRatePercent / 2;
    doc.text(`SAC ${note.sac} · taxable value ${rupees(tax.taxable)}`);
    doc.text(`CGST ${half}% ${rupees(tax.cgst)} · SGST ${half}% ${rupees(tax.sgst)}`);
  }
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(12)
    .text(`Amount: ${rupees(note.charge.amount)}`);
  doc.font('body').fontSize(10).text(rupeesInWords(note.charge.amount));
  doc.end();
  return done;
}
