import { ERROR_CODES } from '@rental/shared/api-error';
import { BRAND_NAME } from '@rental/shared/business';
import { CHARGE_MESSAGES, type ChargeType } from '@rental/shared/charges';
import { bookingReference } from '@rental/shared/outbox';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../auth-user';
import { ConflictError, NotFoundError } from '../../errors';
import { financialYear } from '../invoices/invoice-number';
import { isUniqueViolation } from '../payments/charge-payments.service';
import { chargeStatus } from './charge-json';
import { chargeFor, chargeLabel } from './charges.service';
import { paymentStatuses } from '../payments/charge-payments.service';
import { renderDebitNotePdf } from './debit-note-pdf';
import * as repo from './debit-note.repository';

// docs/product.md#debit-notes: a charge that is a supply (DEBIT_NOTE_TYPES) gets a debit note in
// its own consecutive series per financial year, referring to the booking's invoice. It is
// numbered the first time it is asked for once the charge is due or paid, never before: a charge
// still open may be waived, and a waived charge must not leave a gap in the series.

const PREFIX = 'HSD/DN';
const SETTLED_OR_OWED = new Set(['due', 'paid', 'recovered']);

/**
 * "HSD/DN/2627/0001": 16 characters, the most a GST document number may have, so the year is
 * written without its hyphen.
 */
export function debitNoteNumber(year: string, sequence: number): string {
  return `${PREFIX}/${year.replace('-', '')}/${String(sequence).padStart(4, '0')}`;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

type NoteDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

/** The charge's note, numbered now when it has none yet. */
async function numberedNote(deps: NoteDeps, chargeId: string) {
  const existing = await repo.findDebitNote(deps.db, chargeId);
  if (existing) return existing;
  const now = deps.clock();
  const year = financialYear(now);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const sequence = await repo.nextDebitNoteSequence(trx, year);
      const row = {
        charge_id: chargeId,
        number: debitNoteNumber(year, sequence),
        financial_year: year,
        sequence,
        issued_at: now.toISOString(),
      };
      await repo.insertDebitNote(trx, row);
      return row;
    });
  } catch (error) {
    // Another request numbered this charge first; its transaction gave our number back.
    if (!isUniqueViolation(error)) throw error;
    return (await repo.findDebitNote(deps.db, chargeId))!;
  }
}

/** The debit note's PDF, for the charge's renter and its branch's staff. */
export async function debitNotePdf(
  deps: NoteDeps,
  user: AuthUser,
  chargeId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const charge = await chargeFor(deps, user, chargeId);
  if (!deps.config.debitNoteTypes.includes(charge.type as ChargeType)) {
    throw new NotFoundError(CHARGE_MESSAGES.noDebitNote);
  }
  const payment = charge.payment_id
    ? (await paymentStatuses(deps.db, [charge.payment_id])).get(charge.payment_id)
    : undefined;
  const status = chargeStatus(charge, payment, deps.clock(), deps.config.disputeHours);
  const existing = await repo.findDebitNote(deps.db, chargeId);
  if (!existing && !SETTLED_OR_OWED.has(status)) {
    throw new ConflictError(ERROR_CODES.debitNoteNotYet, CHARGE_MESSAGES.debitNoteNotYet);
  }
  const note = existing ?? (await numberedNote(deps, chargeId));
  const parties = await repo.debitNoteParties(deps.db, charge.booking_id);
  const pdf = await renderDebitNotePdf({
    number: note.number,
    issuedOn: day(note.issued_at),
    business: {
      name: BRAND_NAME,
      address: deps.config.businessAddress,
      gstin: deps.config.businessGstin ?? null,
    },
    renter: { name: parties.customer_name, mobile: parties.customer_phone },
    invoice: parties.invoice_number
      ? { number: parties.invoice_number, issuedOn: day(parties.invoice_issued_at!) }
      : null,
    rental: {
      reference: bookingReference(charge.booking_id),
      car: parties.car_name,
      registration: parties.registration_number ?? '',
    },
    charge: {
      description: `${chargeLabel(charge.type)} after the trip`,
      reference: charge.reference,
      amount: charge.amount,
    },
    sac: deps.config.invoiceSac,
    gstRatePercent: deps.config.gstRatePercent,
  });
  return { number: note.number, pdf };
}
