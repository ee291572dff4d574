import { ERROR_CODES } from '@rental/shared/api-error';
import { CHARGE_MESSAGES, type Charge, type ChargeDecision } from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import type { Db } from '../../deps';
import { ConflictError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { addHistory, findBookingById } from '../booking-record/booking-record.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import {
  paymentStatuses,
  recordDepositReturnDue,
  submitChargePayment,
  type ChargePaymentReceived,
} from '../payments/charge-payments.service';
import { amountToPay, chargeStatus, disputeUntil } from './charge-json';
import { chargeFor, chargeLabel, chargesAsJson, type ChargeDeps } from './charges.service';
import * as repo from './charges.repository';

// docs/product.md#after-the-trip: within DISPUTE_HOURS of a charge the renter pays it (a UPI
// reference the staff check, as the advance) or disputes it with a reason; staff uphold or
// waive a dispute with a reason the renter sees. Each change re-reads the charge in its
// transaction (locked on PostgreSQL; SQLite's transactions are serial), so two racing requests
// cannot both pass the checks.

const SETTLED = ['paid', 'waived', 'recovered'];

async function lockedCharge(deps: ChargeDeps, trx: Db, id: string) {
  const row = (await repo.findCharge(trx, id, deps.dbKind === 'postgres'))!;
  const payment = row.payment_id
    ? (await paymentStatuses(trx, [row.payment_id])).get(row.payment_id)
    : undefined;
  return { row, status: chargeStatus(row, payment, deps.clock(), deps.config.disputeHours) };
}

/**
 * What the deposit return held back for a charge. Charges from before migration 110 have no
 * share recorded: one raised before the return was held whole then.
 */
async function heldForCharge(trx: Db, row: repo.ChargeRow): Promise<number> {
  if (row.deposit_share !== null) return row.deposit_share;
  const depositReturn = await repo.findDepositReturn(trx, row.booking_id);
  return depositReturn !== undefined && row.created_at <= depositReturn.created_at ? row.amount : 0;
}

/**
 * The renter's UPI payment of a charge was marked received, in `trx`. What the deposit return
 * held for the charge and the payment covers too was paid twice: it is given back as a further
 * `deposit_refund` due, as a waive does. A payment of only the rest of a charge due (the deposit
 * took what was held) gives nothing back. Of two decisions of the same entry only one gets here;
 * the conditional update of the share would stop a second one too.
 */
export async function giveBackPaidShare(
  deps: Pick<ChargeDeps, 'dbKind' | 'clock'>,
  ...[trx, entry, decided]: Parameters<ChargePaymentReceived>
): Promise<void> {
  const row = await repo.chargeOfPayment(trx, entry.id, deps.dbKind === 'postgres');
  if (!row) return;
  const held = await heldForCharge(trx, row);
  // Paid and held together beyond the charge's amount, never more than was held.
  const back = Math.min(held, Math.max(0, entry.amount + held - row.amount));
  if (back <= 0) return;
  if (!(await repo.releaseDepositShare(trx, row.id, row.deposit_share, held - back))) return;
  const booking = (await findBookingById(trx, row.booking_id))!;
  const label = chargeLabel(row.type);
  await recordDepositReturnDue(
    trx,
    booking,
    back,
    `${label} charge paid by UPI: ${formatRupees(back)} held back from the deposit`,
    decided.at,
  );
  await addHistory(trx, row.booking_id, {
    status: booking.status,
    at: decided.at,
    by: decided.by,
    note: `${label} charge paid by UPI: ${formatRupees(back)} held back from the deposit given back`,
  });
  await recordAudit(
    { db: trx, clock: deps.clock },
    {
      actorId: decided.actorId,
      action: 'charge.deposit_release',
      entity: 'charge',
      entityId: row.id,
      bookingId: row.booking_id,
      carId: booking.car_id,
      before: { depositShare: held },
      after: { depositShare: held - back, givenBack: back, paymentId: entry.id },
    },
  );
}

async function answer(deps: ChargeDeps, id: string): Promise<Charge> {
  deps.outbox.wake();
  return (await chargesAsJson(deps, [(await repo.findCharge(deps.db, id))!]))[0]!;
}

/** POST /api/charges/{id}/payment: the renter's UPI reference for the charge. */
export async function payCharge(
  deps: ChargeDeps,
  user: AuthUser,
  chargeId: string,
  reference: string,
): Promise<Charge> {
  await chargeFor(deps, user, chargeId);
  await deps.db.transaction().execute(async (trx) => {
    const { row, status } = await lockedCharge(deps, trx, chargeId);
    if (SETTLED.includes(status)) {
      throw new ConflictError(ERROR_CODES.chargeSettled, CHARGE_MESSAGES.settled);
    }
    if (status === 'payment_submitted') {
      throw new ConflictError(ERROR_CODES.chargeSettled, CHARGE_MESSAGES.paymentPending);
    }
    const booking = (await findBookingById(trx, row.booking_id, deps.dbKind === 'postgres'))!;
    const payment = await submitChargePayment(trx, booking, {
      amount: amountToPay(row, status),
      reference,
      note: `${chargeLabel(row.type)} charge ${row.reference}`.trim(),
      at: deps.clock().toISOString(),
    });
    await repo.updateCharge(trx, row.id, { payment_id: payment.id });
    await queueBookingEvent(
      deps,
      trx,
      row.booking_id,
      { event: 'business_upi_submitted', amount: row.amount, reference },
      { discriminator: payment.id },
    );
  });
  return answer(deps, chargeId);
}

/** POST /api/charges/{id}/dispute: the renter's reason, within DISPUTE_HOURS of the charge. */
export async function disputeCharge(
  deps: ChargeDeps,
  user: AuthUser,
  chargeId: string,
  reason: string,
): Promise<Charge> {
  await chargeFor(deps, user, chargeId);
  await deps.db.transaction().execute(async (trx) => {
    const { row, status } = await lockedCharge(deps, trx, chargeId);
    if (row.disputed_at) {
      throw new ConflictError(ERROR_CODES.disputeClosed, CHARGE_MESSAGES.alreadyDisputed);
    }
    if (SETTLED.includes(status) || status === 'payment_submitted') {
      throw new ConflictError(ERROR_CODES.chargeSettled, CHARGE_MESSAGES.settled);
    }
    const now = deps.clock();
    if (now.getTime() >= Date.parse(disputeUntil(row, deps.config.disputeHours))) {
      throw new ConflictError(
        ERROR_CODES.disputeClosed,
        CHARGE_MESSAGES.disputeClosed(deps.config.disputeHours),
      );
    }
    const at = now.toISOString();
    await repo.updateCharge(trx, row.id, { dispute_reason: reason, disputed_at: at });
    const booking = (await findBookingById(trx, row.booking_id))!;
    await addHistory(trx, row.booking_id, {
      status: booking.status,
      at,
      by: 'customer',
      note: `${chargeLabel(row.type)} charge of ${formatRupees(row.amount)} disputed: ${reason}`,
    });
    await queueBookingEvent(
      deps,
      trx,
      row.booking_id,
      {
        event: 'business_charge_disputed',
        type: chargeLabel(row.type),
        amount: row.amount,
        reason,
      },
      { discriminator: row.id },
    );
  });
  return answer(deps, chargeId);
}

/**
 * PATCH /api/charges/{id}/dispute: staff uphold or waive. A charge the deposit return held back
 * is settled with it: upheld, it is taken from the deposit; waived, its amount is due back.
 */
export async function decideDispute(
  deps: ChargeDeps,
  user: AuthUser,
  chargeId: string,
  input: ChargeDecision,
): Promise<Charge> {
  await chargeFor(deps, user, chargeId);
  const decidedBy = `admin:${await adminRecordedAs(deps, user.id)}`;
  await deps.db.transaction().execute(async (trx) => {
    const { row, status } = await lockedCharge(deps, trx, chargeId);
    if (status !== 'disputed') {
      throw new ConflictError(ERROR_CODES.chargeNotDisputed, CHARGE_MESSAGES.notDisputed);
    }
    const at = deps.clock().toISOString();
    const upheld = input.decision === 'uphold';
    const booking = (await findBookingById(trx, row.booking_id, deps.dbKind === 'postgres'))!;
    const held = await heldForCharge(trx, row);
    await repo.updateCharge(trx, row.id, {
      decision: upheld ? 'upheld' : 'waived',
      decision_reason: input.reason,
      decided_by: decidedBy,
      decided_at: at,
      ...(held > 0 && upheld && { recovered_at: at }),
      // Waived, what was held goes back: the deposit holds nothing for it any more.
      ...(held > 0 && !upheld && { deposit_share: 0 }),
    });
    // Only what the deposit held for the charge goes back, never more than it received.
    if (held > 0 && !upheld) {
      await recordDepositReturnDue(
        trx,
        booking,
        held,
        `${chargeLabel(row.type)} charge waived: ${formatRupees(held)} held back from the deposit`,
        at,
      );
    }
    await addHistory(trx, row.booking_id, {
      status: booking.status,
      at,
      by: decidedBy,
      note: `Dispute of the ${chargeLabel(row.type)} charge ${upheld ? 'upheld' : 'waived'}: ${input.reason}`,
    });
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: user.id,
        action: 'charge.decide',
        entity: 'charge',
        entityId: row.id,
        bookingId: row.booking_id,
        carId: booking.car_id,
        before: { decision: null },
        after: { decision: upheld ? 'upheld' : 'waived', reason: input.reason },
      },
    );
    await queueBookingEvent(
      deps,
      trx,
      row.booking_id,
      {
        event: 'charge_decided',
        type: chargeLabel(row.type),
        amount: row.amount,
        upheld,
        reason: input.reason,
      },
      { discriminator: row.id },
    );
  });
  return answer(deps, chargeId);
}
