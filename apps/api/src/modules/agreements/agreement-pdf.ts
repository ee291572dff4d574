import PDFDocument from 'pdfkit';
import type { AgreementSummary } from '@rental/shared/agreement';
import { formatRupees } from '@rental/shared/rental';
import { registerPdfFonts } from '../../lib/pdf-fonts';

// docs/product.md#rental-agreement: the signed agreement as the renter accepted it: the summary,
// when and how it was accepted, the terms version with its SHA-256 and text, and the condition
// photos recorded at the handover. DejaVu Sans (apps/api/assets/fonts) has the ₹ sign.

export interface AgreementDocument {
  business: { name: string; phone: string; email: string };
  summary: AgreementSummary;
  /** "3 Dec 2026, 10:05 IST" */
  acceptedAt: string;
  pickupAt: string;
  returnAt: string;
  /** The last four digits of the mobile the code went to. */
  mobileEnding: string;
  terms: { version: number; sha256: string; text: string };
  /** The pickup's photos, once the car has been handed over: "Front, taken 3 Dec 2026, 10:02 IST". */
  photos: string[] | null;
}

const MARGIN = 48;
const GREY = '#555555';

export function renderAgreementPdf(agreement: AgreementDocument): Promise<Buffer> {
  const s = agreement.summary;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Rental agreement ${s.bookingReference}` },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(11).fillColor('black').text(text, { width });
    doc.font('body').fontSize(10);
  };

  doc.font('bold').fontSize(16).text(agreement.business.name, { width });
  doc.font('body').fontSize(9).fillColor(GREY);
  doc.text(`${agreement.business.phone} · ${agreement.business.email}`, { width });
  doc.moveDown(0.6).fillColor('black').font('bold').fontSize(14);
  doc.text(`Rental agreement · booking ${s.bookingReference}`, { width });
  doc.font('body').fontSize(10);

  heading('The rental');
  const rows: [string, string][] = [
    ['Renter', s.renterName],
    ['Car', `${s.car} (${s.registration})`],
    ['Pickup', agreement.pickupAt],
    ['Return', agreement.returnAt],
    ['Rental amount', formatRupees(s.rentalAmount)],
    ['Kilometres', s.kmPlan],
    ['Odometer at pickup', `${s.odometerKm.toLocaleString('en-IN')} km`],
    ['Fuel at pickup', s.fuelLevel],
    ['Damage noted', s.damageNotes || 'None noted.'],
    ['Deposit', s.deposit],
    ['Charges after the trip', s.chargesAfterTrip],
  ];
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.font('bold').text(label, MARGIN, top, { width: 140 });
    const labelBottom = doc.y;
    doc.font('body').text(value, MARGIN + 150, top, { width: width - 150 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  doc.x = MARGIN;

  heading('Accepted');
  doc.text(
    `Accepted by the renter on ${agreement.acceptedAt} with the one-time code sent to the ` +
      `mobile ending ${agreement.mobileEnding}.`,
    { width },
  );
  doc.text(`Terms version ${agreement.terms.version}, SHA-256 ${agreement.terms.sha256}`, {
    width,
  });

  heading('Condition photos at the handover');
  if (agreement.photos === null) {
    doc.text('Listed here once the car has been handed over.', { width });
  } else {
    for (const photo of agreement.photos) doc.text(`• ${photo}`, { width });
  }

  heading(`Terms (version ${agreement.terms.version})`);
  doc.fontSize(9).text(agreement.terms.text, { width });

  doc.end();
  return done;
}
