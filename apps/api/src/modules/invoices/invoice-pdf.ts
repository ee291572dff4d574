import PDFDocument from 'pdfkit';
import { formatPaise, splitGstPaise } from '@rental/shared/pricing/gst-split';
import { rupeesInWords, splitInclusiveGst } from './tax';
import { registerPdfFonts } from '../../lib/pdf-fonts';

// docs/product.md#handover-and-bill: the closed rental's tax invoice (with a GSTIN) or receipt
// (without), drawn on the server. DejaVu Sans ships in apps/api/assets/fonts because the PDF
// standard fonts have no ₹ sign.

export interface InvoiceDocument {
  /** "HSD/26-27/0001" */
  number: string;
  /** The Kolkata date as people read it, "5 Dec 2026". */
  issuedOn: string;
  business: { name: string; address: string; gstin: string | null; phone: string; email: string };
  /**
   * gstin and legalName: the business renter's, for a business invoice, which is billed to the
   * legal name; null for a consumer (and legalName on invoices issued before it was asked for).
   */
  renter: {
    name: string;
    address: string;
    mobile: string;
    gstin: string | null;
    legalName: string | null;
  };
  rental: { reference: string; car: string; registration: string; from: string; to: string };
  /** Tax-inclusive whole-rupee lines: the rental and the charges of the bill. */
  lines: { description: string; amount: number }[];
  sac: string;
  gstRatePercent: number;
  /**
   * The tax split to the paisa with CGST equal to SGST (invoices made since rate plans); false
   * keeps the rupee split an invoice issued before was printed with.
   */
  taxInPaise: boolean;
  /** What the ledger shows against the rental when the invoice is made. */
  paid: number;
  outstanding: number;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const MARGIN = 48;
const GREY = '#555555';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The PDF, as bytes. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoice.business.gstin ? 'Tax invoice' : 'Receipt'} ${invoice.number}` },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const taxed = invoice.business.gstin !== null;
  const width = doc.page.width - 2 * MARGIN;
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);

  // Heading: the business on the left, the document's name and number on the right.
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .text(invoice.business.name, MARGIN, top, { width: width / 2 });
  doc.font('body').fontSize(9).fillColor(GREY);
  doc.text(invoice.business.address, { width: width / 2 });
  doc.text(`${invoice.business.phone} · ${invoice.business.email}`, { width: width / 2 });
  if (taxed) {
    doc.text(`GSTIN ${invoice.business.gstin} · Place of supply: Telangana (36)`, {
      width: width / 2,
    });
  }
  const left = doc.y;
  doc.fillColor('black').font('bold').fontSize(16);
  doc.text(taxed ? 'Tax invoice' : 'Receipt', MARGIN + width / 2, top, {
    width: width / 2,
    align: 'right',
  });
  doc.font('body').fontSize(10);
  doc.text(`No. ${invoice.number}`, { width: width / 2, align: 'right' });
  doc.text(`Date ${invoice.issuedOn}`, { width: width / 2, align: 'right' });
  doc.y = Math.max(left, doc.y) + 16;

  // Billed to, and the rental.
  const blockTop = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text('Billed to', MARGIN, blockTop, { width: width / 2 });
  const { legalName, gstin } = invoice.renter;
  const column = { width: width / 2 - 12 };
  // A business invoice is billed to the legal name registered with the GSTIN; the person who
  // rented stays named below it.
  doc.font('body').text(legalName ?? invoice.renter.name, column);
  if (gstin) doc.text(`GSTIN ${gstin}`, column);
  if (legalName) doc.fillColor(GREY).text(`Rented by ${invoice.renter.name}`, column);
  doc.fillColor(GREY).text(invoice.renter.address, column);
  doc.text(invoice.renter.mobile, column);
  const renterBottom = doc.y;
  doc
    .fillColor('black')
    .font('bold')
    .text('Rental', MARGIN + width / 2, blockTop, { width: width / 2 });
  doc.font('body').text(`Booking ${invoice.rental.reference}`, { width: width / 2 });
  doc
    .fillColor(GREY)
    .text(`${invoice.rental.car} (${invoice.rental.registration})`, { width: width / 2 });
  doc.text(`${invoice.rental.from} to ${invoice.rental.to}`, { width: width / 2 });
  doc.fillColor('black');
  doc.y = Math.max(renterBottom, doc.y) + 18;

  const columns: Column[] = taxed
    ? [
        { title: 'Description', width: width - 56 - 4 * 74, align: 'left' },
        { title: 'SAC', width: 56, align: 'left' },
        { title: 'Taxable value', width: 74, align: 'right' },
        { title: `CGST ${invoice.gstRatePercent / 2}%`, width: 74, align: 'right' },
        { title: `SGST ${invoice.gstRatePercent / 2}%`, width: 74, align: 'right' },
        { title: 'Amount', width: 74, align: 'right' },
      ]
    : [
        { title: 'Description', width: width - 100, align: 'left' },
        { title: 'Amount', width: 100, align: 'right' },
      ];
  const row = (cells: string[], font: 'body' | 'bold') => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 4, y, { width: column.width - 8, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 6;
    doc
      .moveTo(MARGIN, doc.y - 3)
      .lineTo(MARGIN + width, doc.y - 3)
      .strokeColor('#cccccc')
      .stroke();
  };

  row(
    columns.map((c) => c.title),
    'bold',
  );
  // In paise or in rupees, by when the invoice was issued; the sums add the lines' own parts.
  const splitOf = (amount: number) => {
    if (!invoice.taxInPaise) return splitInclusiveGst(amount, invoice.gstRatePercent);
    const p = splitGstPaise(amount, invoice.gstRatePercent);
    return { taxable: p.taxablePaise, cgst: p.cgstPaise, sgst: p.sgstPaise };
  };
  const money = (n: number) => (invoice.taxInPaise ? `₹${formatPaise(n)}` : rupees(n));
  const sums = { taxable: 0, cgst: 0, sgst: 0 };
  for (const line of invoice.lines) {
    if (!taxed) {
      row([line.description, rupees(line.amount)], 'body');
      continue;
    }
    const split = splitOf(line.amount);
    sums.taxable += split.taxable;
    sums.cgst += split.cgst;
    sums.sgst += split.sgst;
    row(
      [
        line.description,
        invoice.sac,
        money(split.taxable),
        money(split.cgst),
        money(split.sgst),
        rupees(line.amount),
      ],
      'body',
    );
  }
  row(
    taxed
      ? ['Total', '', money(sums.taxable), money(sums.cgst), money(sums.sgst), rupees(total)]
      : ['Total', rupees(total)],
    'bold',
  );

  doc.moveDown(0.5).font('body').fontSize(10);
  doc.text(`Amount in words: ${rupeesInWords(total)}`, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  doc.text(`Paid ${rupees(invoice.paid)} · Outstanding ${rupees(invoice.outstanding)}`, { width });
  doc.moveDown(1.5).fontSize(8).fillColor(GREY);
  doc.text(
    taxed
      ? 'Prices include GST. This is a computer-made invoice and needs no signature.'
      : 'This is a receipt, not a tax invoice. It is computer-made and needs no signature.',
    { width },
  );
  doc.end();
  return done;
}
