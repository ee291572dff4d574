import type {
  AfterTrip,
  DamageCapLeft,
  DepositReturnsDueSchema,
  DisputeQueueSchema,
} from '@rental/shared/charges';
import { toKolkataDate, todayInKolkata } from '@rental/shared/kolkata-time';
import { bookingReference } from '@rental/shared/outbox';
import type { z } from 'zod';
import type { AuthUser } from '../../auth-user';
import type { BranchScope } from '../../db/branch-scope';
import { bookingSeenBy } from '../booking-record/booking-record.service';
import { depositGivenBackSince } from '../payments/charge-payments.service';
import { protectionOfBooking } from '../protection/protection.service';
import { chargesAsJson, type ChargeDeps } from './charges.service';
import { depositReturnFor, sweepDepositReturns } from './deposit-return.service';
import * as repo from './charges.repository';

// docs/product.md#after-the-trip: what the renter's Account and the staff's screens read: a
// booking's charges with their proof and its deposit return, the dispute queue, and the deposit
// payouts to make.

export async function afterTripOf(
  deps: ChargeDeps,
  user: AuthUser,
  bookingId: string,
): Promise<AfterTrip> {
  const booking = await bookingSeenBy(deps, user, bookingId);
  const depositReturn = await depositReturnFor(deps, booking);
  const charges = await chargesAsJson(deps, await repo.chargesOfBooking(deps.db, bookingId));
  return { charges, depositReturn, damageCap: await damageCapLeft(deps, booking) };
}

/** docs/product.md#protection-plans: the plan's cap and what is left of it, for the staff's form. */
async function damageCapLeft(
  deps: ChargeDeps,
  booking: { id: string; protection: string | null },
): Promise<DamageCapLeft | null> {
  const plan = protectionOfBooking(booking);
  if (!plan) return null;
  const charged = await repo.damageCharged(deps.db, booking.id, false);
  return {
    plan: plan.name,
    cap: plan.damageCap,
    charged,
    left: Math.max(0, plan.damageCap - charged),
  };
}

export async function disputeQueue(
  deps: ChargeDeps,
  branch: BranchScope,
): Promise<z.infer<typeof DisputeQueueSchema>> {
  const rows = await repo.openDisputes(deps.db, branch);
  const charges = await chargesAsJson(deps, rows);
  return charges.map((charge, i) => ({
    ...charge,
    carName: rows[i]!.car_name,
    customerName: rows[i]!.customer_name,
  }));
}

/**
 * Every deposit payout still to make, oldest day first: each return's own and each given back
 * since; making due first the returns whose day has come.
 */
export async function depositReturnsDue(
  deps: ChargeDeps,
  branch: BranchScope,
): Promise<z.infer<typeof DepositReturnsDueSchema>> {
  await sweepDepositReturns(deps, branch);
  const today = todayInKolkata(deps.clock());
  const rows = await repo.depositRefundsToPay(deps.db, branch);
  const givenBack = await Promise.all(
    rows.map((row) =>
      depositGivenBackSince(deps.db, row.booking_id, row.created_at, row.payment_id),
    ),
  );
  const items = rows.map((row, i) => {
    const isReturn = row.entry_id === row.payment_id;
    const dueOn = isReturn ? row.due_on : toKolkataDate(row.entry_recorded_at);
    return {
      ...takenOf(row),
      givenBack: givenBack[i]!,
      bookingId: row.booking_id,
      bookingReference: bookingReference(row.booking_id),
      carName: row.car_name,
      customerName: row.customer_name,
      branch: row.branch,
      deposit: row.deposit,
      returnOn: row.due_on,
      chargesDue: row.charges_due,
      heldBack: row.held_back,
      toReturn: row.amount,
      madeDueAt: row.created_at,
      paymentId: row.payment_id,
      payout: {
        paymentId: row.entry_id,
        kind: isReturn ? ('return' as const) : ('given_back' as const),
        amount: row.entry_amount,
        reason: row.entry_note,
        dueOn,
      },
      overdue: dueOn < today,
    };
  });
  // The rows come in the order recorded; the list reads by the day each became due, a booking's
  // return before what was given back on the same day.
  const rank = (item: (typeof items)[number]) => (item.payout.kind === 'return' ? 0 : 1);
  return items.sort((a, b) => a.payout.dueOn.localeCompare(b.payout.dueOn) || rank(a) - rank(b));
}

/** What the return took, and left owed, of the charges then due (its figures are fixed). */
function takenOf(row: repo.DepositReturnRow) {
  const taken = row.deposit - row.held_back - row.amount;
  return { taken, stillOwed: row.charges_due - taken };
}
