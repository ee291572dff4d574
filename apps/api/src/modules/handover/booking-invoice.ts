import { describeBillLine, type Bill, type BillLine } from '@rental/shared/bill';
import { BRAND_NAME, PHONE_PRIMARY } from '@rental/shared/business';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { bookingReference } from '@rental/shared/outbox';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { longIst } from '../outbox/message-facts';
import { balanceOfRow } from '../bookings/booking-json';
import { paymentsOfBooking } from '../payments/ledger.service';
import { bookingSeenBy, handoverDetailsOf } from '../booking-record/booking-record.service';

// docs/product.md#handover-and-bill: the closed rental's tax invoice (or receipt without a
// GSTIN), drawn from what was stored at the return: the bill, the invoice's number and tax
// settings, and the ledger as it stands.

/** The rental line names the car; the others read as on the renter's screens. */
const lineText = (line: BillLine, car: string) =>
  line.kind === 'rental'
    ? `Self-drive rental of ${car}: ${line.description}`
    : describeBillLine(line);

/** The PDF of the booking's invoice, for its renter and the admin (404 for anyone else). */
export async function bookingInvoice(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: AuthUser,
  bookingId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const row = await bookingSeenBy(deps, actor, bookingId);
  const details = (await handoverDetailsOf(deps.db, [bookingId])).get(bookingId)!;
  const pickup = details.handovers.find((h) => h.kind === 'pickup');
  const back = details.handovers.find((h) => h.kind === 'return');
  if (!details.invoice || !details.bill || !pickup || !back) {
    throw new NotFoundError(HANDOVER_MESSAGES.noInvoice);
  }
  const bill = JSON.parse(details.bill.bill) as Bill;
  const balance = balanceOfRow(
    row,
    await paymentsOfBooking(deps.db, bookingId),
    bill.total - row.total_amount,
  );
  const invoice = details.invoice;
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    issuedOn: longIst(invoice.issued_at).split(',')[0]!,
    business: {
      name: BRAND_NAME,
      address: deps.config.businessAddress,
      gstin: invoice.gstin,
      phone: PHONE_PRIMARY,
      email: deps.config.businessEmail,
    },
    renter: {
      name: row.customer_name,
      address: `${row.address}, ${row.city}, ${row.state} ${row.pin_code}`,
      mobile: row.customer_phone,
      gstin: invoice.renter_gstin,
      legalName: invoice.renter_legal_name,
    },
    rental: {
      reference: bookingReference(row.id),
      car: row.car_name,
      registration: row.car_number,
      from: longIst(pickup.at),
      to: longIst(back.at),
    },
    lines: bill.lines.map((line) => ({
      description: lineText(line, row.car_name),
      amount: line.amount,
    })),
    sac: invoice.sac,
    gstRatePercent: invoice.gst_rate_percent,
    taxInPaise: invoice.tax_in_paise === 1,
    paid: balance.paid - balance.refunded,
    outstanding: balance.outstanding,
  });
  return { number: invoice.number, pdf };
}
