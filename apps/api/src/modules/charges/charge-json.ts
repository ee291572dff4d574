import {
  CHARGE_TYPE_LABELS,
  type Charge,
  type ChargeStatus,
  type ChargeType,
} from '@rental/shared/charges';
import { bookingReference } from '@rental/shared/outbox';
import { upiPayLink } from '@rental/shared/payments';
import type { ChargeFileRow, ChargeRow } from './charges.repository';

// docs/product.md#after-the-trip: a charge as the API answers it. Its status is read from its
// row, its payment's ledger status and the time, so "due" needs no job to flip it.

const HOUR = 3_600_000;

export function disputeUntil(row: Pick<ChargeRow, 'created_at'>, disputeHours: number): string {
  return new Date(Date.parse(row.created_at) + disputeHours * HOUR).toISOString();
}

/**
 * The part of the deposit set against the charge at the deposit return. Charges from before
 * migration 110 have none recorded: one taken then was taken whole.
 */
export function depositShare(row: Pick<ChargeRow, 'deposit_share' | 'recovered_at' | 'amount'>) {
  return row.deposit_share ?? (row.recovered_at ? row.amount : 0);
}

export function chargeStatus(
  row: ChargeRow,
  paymentStatus: string | undefined,
  now: Date,
  disputeHours: number,
): ChargeStatus {
  if (row.decision === 'waived') return 'waived';
  const share = depositShare(row);
  if (row.recovered_at && share >= row.amount) return 'recovered';
  if (paymentStatus === 'received') return 'paid';
  if (paymentStatus === 'submitted') return 'payment_submitted';
  if (row.disputed_at && !row.decision) return 'disputed';
  const due =
    row.decision === 'upheld' || now.getTime() >= Date.parse(disputeUntil(row, disputeHours));
  if (!due) return 'open';
  // A charge the deposit held for is taken from it the moment it is due (upheld, or the window
  // passed): it is recovered when what was held covers it, else the rest is due from the renter.
  return share >= row.amount ? 'recovered' : 'due';
}

/** What the renter still pays for a charge: its amount, less the deposit's share once due. */
export function amountToPay(row: ChargeRow, status: ChargeStatus): number {
  if (status !== 'due') return status === 'open' || status === 'disputed' ? row.amount : 0;
  return row.amount - depositShare(row);
}

/** The statuses in which the renter may still send a UPI payment for the charge. */
const PAYABLE: ChargeStatus[] = ['open', 'disputed', 'due'];

export interface UpiPayee {
  upiId?: string | undefined;
  upiName: string;
}

/** What decides whether a charge has a debit note (docs/product.md#debit-notes). */
interface DebitNoteRule {
  debitNoteTypes: readonly string[];
}

/** The statuses in which a supply's debit note may be numbered. */
const DEBIT_NOTE_STATUSES: ChargeStatus[] = ['due', 'paid', 'recovered'];

export function toCharge(
  row: ChargeRow,
  files: ChargeFileRow[],
  paymentStatus: string | undefined,
  now: Date,
  disputeHours: number,
  upi: UpiPayee & DebitNoteRule,
  numbered = false,
): Omit<Charge, 'photos' | 'paymentAmount'> {
  const status = chargeStatus(row, paymentStatus, now, disputeHours);
  const label = CHARGE_TYPE_LABELS[row.type as ChargeType] ?? row.type;
  return {
    id: row.id,
    bookingId: row.booking_id,
    type: row.type as ChargeType,
    amount: row.amount,
    reference: row.reference,
    note: row.note,
    status,
    files: files.map((f) => ({
      id: f.id,
      contentType: f.content_type,
      url: `/api/charges/${row.id}/files/${f.id}`,
    })),
    createdAt: row.created_at,
    disputeUntil: disputeUntil(row, disputeHours),
    disputeReason: row.dispute_reason,
    disputedAt: row.disputed_at,
    decision: row.decision as Charge['decision'],
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at,
    paymentId: row.payment_id,
    amountAsked: row.amount_asked,
    capExclusionReason: row.cap_exclusion_reason,
    upiLink:
      upi.upiId && PAYABLE.includes(status)
        ? upiPayLink({
            upiId: upi.upiId,
            upiName: upi.upiName,
            amount: amountToPay(row, status),
            reference: `${bookingReference(row.booking_id)} ${label}`,
          })
        : null,
    // A note once numbered stays downloadable, even if the charge is waived later.
    debitNoteUrl:
      upi.debitNoteTypes.includes(row.type) && (numbered || DEBIT_NOTE_STATUSES.includes(status))
        ? `/api/charges/${row.id}/debit-note`
        : null,
    fromDeposit: depositShare(row),
    toPay: amountToPay(row, status),
  };
}
