import type { Charge, DepositReturn } from '@rental/shared/charges';
import { addDays, toKolkataDate, todayInKolkata } from '@rental/shared/kolkata-time';
import { formatRupees } from '@rental/shared/rental';
import type { BranchScope } from '../../db/branch-scope';
import type { Deps } from '../../deps';
import { findBookingById, type BookingRow } from '../booking-record/booking-record.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import {
  depositGivenBackSince,
  depositHeld,
  isUniqueViolation,
  recordDepositReturnDue,
} from '../payments/charge-payments.service';
import { disputeUntil } from './charge-json';
import { chargesAsJson, returnInstant } from './charges.service';
import * as repo from './charges.repository';

// docs/product.md#after-the-trip: the deposit is returned DEPOSIT_HOLD_DAYS after the return,
// less the charges then due; a charge still open or disputed holds back only its own amount;
// never below ₹0. On its day the return is made due once, with its figures fixed then: the
// deposit_returns primary key refuses a second one from any process.

const DAY = 86_400_000;
type SweepDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;

const HELD: Charge['status'][] = ['open', 'disputed', 'payment_submitted'];
type Figures = Pick<
  DepositReturn,
  'deposit' | 'chargesDue' | 'taken' | 'stillOwed' | 'heldBack' | 'toReturn'
>;

/**
 * The arithmetic of a deposit return from the charges as they stand, with the part of the
 * deposit set against each charge: due charges are taken oldest first while the deposit lasts
 * (the last one it reaches in part), then what is left holds back the open and disputed ones,
 * oldest first, each for at most its amount. Never below ₹0; what it does not cover stays due.
 */
export function depositArithmetic(
  deposit: number,
  charges: Pick<Charge, 'id' | 'status' | 'amount' | 'createdAt'>[],
): Figures & { shares: Map<string, number> } {
  const oldestFirst = [...charges].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const shares = new Map<string, number>();
  let left = deposit;
  const setAgainst = (statuses: Charge['status'][]) => {
    let total = 0;
    for (const charge of oldestFirst.filter((c) => statuses.includes(c.status))) {
      const share = Math.min(left, charge.amount);
      shares.set(charge.id, share);
      left -= share;
      total += share;
    }
    return total;
  };
  const chargesDue = charges.filter((c) => c.status === 'due').reduce((s, c) => s + c.amount, 0);
  const taken = setAgainst(['due']);
  const heldBack = setAgainst(HELD);
  return {
    deposit,
    chargesDue,
    taken,
    stillOwed: chargesDue - taken,
    heldBack,
    toReturn: left,
    shares,
  };
}

/** The deposit return of a booking as its renter and the staff see it; null before the return. */
export async function depositReturnOf(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  booking: BookingRow,
  charges: Charge[],
): Promise<DepositReturn | null> {
  const made = await repo.findDepositReturn(deps.db, booking.id);
  if (made) {
    // Fixed at the return; what is still owed is read from the charges now due.
    const taken = made.deposit - made.held_back - made.amount;
    return {
      deposit: made.deposit,
      returnOn: made.due_on,
      chargesDue: made.charges_due,
      taken,
      stillOwed: charges.filter((c) => c.status === 'due').reduce((s, c) => s + c.toPay, 0),
      heldBack: made.held_back,
      toReturn: made.amount,
      givenBack: await depositGivenBackSince(deps.db, booking.id, made.created_at, made.payment_id),
      madeDueAt: made.created_at,
      paymentId: made.payment_id,
    };
  }
  if (booking.status !== 'Completed') return null;
  const deposit = await depositHeld(deps.db, booking.id);
  if (deposit <= 0) return null;
  const returned = await returnInstant(deps, booking);
  const { shares: _shares, ...figures } = depositArithmetic(deposit, charges);
  return {
    ...figures,
    returnOn: addDays(toKolkataDate(returned), deps.config.depositHoldDays),
    givenBack: 0,
    madeDueAt: null,
    paymentId: null,
  };
}

/** The booking's deposit return, made due first when its day has come. */
export async function depositReturnFor(
  deps: SweepDeps,
  booking: BookingRow,
): Promise<DepositReturn | null> {
  const charges = await chargesAsJson(deps, await repo.chargesOfBooking(deps.db, booking.id));
  const figures = await depositReturnOf(deps, booking, charges);
  if (!figures || figures.madeDueAt || figures.returnOn > todayInKolkata(deps.clock())) {
    return figures;
  }
  await makeDue(deps, booking.id);
  // Read again: making it due took charges from the deposit.
  const after = await chargesAsJson(deps, await repo.chargesOfBooking(deps.db, booking.id));
  return depositReturnOf(deps, booking, after);
}

/** Makes one booking's deposit return due; false when another request or process did first. */
async function makeDue(deps: SweepDeps, bookingId: string): Promise<boolean> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const booking = (await findBookingById(trx, bookingId, deps.dbKind === 'postgres'))!;
      const at = deps.clock().toISOString();
      const rows = await repo.chargesOfBooking(trx, bookingId);
      const charges = await chargesAsJson(
        { db: trx, config: deps.config, clock: deps.clock },
        rows,
      );
      const figures = depositArithmetic(await depositHeld(trx, bookingId), charges);
      const returned = await returnInstant({ db: trx }, booking);
      // First, so a racing second request stops here on the primary key.
      await repo.insertDepositReturn(trx, {
        booking_id: bookingId,
        deposit: figures.deposit,
        charges_due: figures.chargesDue,
        held_back: figures.heldBack,
        amount: figures.toReturn,
        due_on: addDays(toKolkataDate(returned), deps.config.depositHoldDays),
        payment_id: null,
        created_at: at,
      });
      for (const charge of charges) {
        const share = figures.shares.get(charge.id);
        if (share === undefined) continue;
        // A due charge is taken now, even in part; an open or disputed one only holds its share.
        await repo.updateCharge(trx, charge.id, {
          deposit_share: share,
          ...(charge.status === 'due' && share > 0 && { recovered_at: at }),
        });
      }
      if (figures.toReturn > 0) {
        const note =
          `Deposit ${formatRupees(figures.deposit)} less charges taken ` +
          `${formatRupees(figures.taken)} and held back ${formatRupees(figures.heldBack)}`;
        const paymentId = await recordDepositReturnDue(trx, booking, figures.toReturn, note, at);
        await repo.setDepositReturnPayment(trx, bookingId, paymentId);
      }
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Makes due every deposit return whose day has come, and tells the business once of each left
 * unpaid a day after its date. Safe to run from every process at once.
 */
export async function sweepDepositReturns(deps: SweepDeps, branch: BranchScope): Promise<number> {
  const now = deps.clock();
  const today = todayInKolkata(now);
  // A day's margin: the due day is a calendar day in Kolkata, checked exactly below.
  const cutoff = new Date(now.getTime() - (deps.config.depositHoldDays - 1) * DAY).toISOString();
  let made = 0;
  for (const { id } of await repo.bookingsAwaitingDepositReturn(deps.db, cutoff, branch)) {
    const booking = (await findBookingById(deps.db, id))!;
    const returned = await returnInstant(deps, booking);
    if (addDays(toKolkataDate(returned), deps.config.depositHoldDays) > today) continue;
    if (await makeDue(deps, id)) made += 1;
  }
  await markHeldChargesTaken(deps);
  for (const row of await repo.depositReturnsToPay(deps.db, branch)) {
    if (row.due_on >= today) continue;
    // The event key makes this once per booking, however often the sweep runs.
    await queueBookingEvent(
      deps,
      deps.db,
      row.booking_id,
      { event: 'business_deposit_overdue', amount: row.amount, dueOn: row.due_on },
      { discriminator: row.booking_id },
    );
  }
  deps.outbox.wake();
  return made;
}

/**
 * A held-back charge left undisputed past its window reads as taken from what was held at once
 * (chargeStatus); this records when, as an upheld one records its decision, for the reports.
 */
async function markHeldChargesTaken(deps: SweepDeps): Promise<void> {
  const raisedBefore = new Date(
    deps.clock().getTime() - deps.config.disputeHours * 3_600_000,
  ).toISOString();
  for (const row of await repo.heldChargesPastWindow(deps.db, raisedBefore)) {
    await deps.db
      .updateTable('charges')
      .set({ recovered_at: disputeUntil(row, deps.config.disputeHours) })
      .where('id', '=', row.id)
      .where('recovered_at', 'is', null)
      .execute();
  }
}
