import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BranchScope } from '../../db/branch-scope';
import type { ChargeFilesTable, ChargesTable, DepositReturnsTable } from '../../db/schema';

// All SQL of the charges after a trip and the deposit returns (docs/product.md#after-the-trip).

export type ChargeRow = Selectable<ChargesTable>;
export type ChargeFileRow = Selectable<ChargeFilesTable>;
export type DepositReturnRow = Selectable<DepositReturnsTable>;

export async function insertCharge(db: Db, row: ChargeRow): Promise<void> {
  await db.insertInto('charges').values(row).execute();
}

export async function insertChargeFile(db: Db, row: ChargeFileRow): Promise<void> {
  await db.insertInto('charge_files').values(row).execute();
}

/** docs/product.md#damage-claims: the photos a damage charge cites. */
export async function insertPhotoCites(db: Db, chargeId: string, cites: string[]): Promise<void> {
  await db
    .insertInto('charge_photo_cites')
    .values({ charge_id: chargeId, cites: JSON.stringify(cites) })
    .execute();
}

export async function photoCitesOf(db: Db, chargeIds: string[]): Promise<Map<string, string[]>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('charge_photo_cites')
    .selectAll()
    .where('charge_id', 'in', chargeIds)
    .execute();
  return new Map(rows.map((r) => [r.charge_id, JSON.parse(r.cites) as string[]]));
}

export function findCharge(db: Db, id: string, lock = false): Promise<ChargeRow | undefined> {
  let query = db.selectFrom('charges').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The charge a UPI entry of the ledger pays, locked on PostgreSQL when asked. */
export function chargeOfPayment(
  db: Db,
  paymentId: string,
  lock = false,
): Promise<ChargeRow | undefined> {
  let query = db.selectFrom('charges').selectAll().where('payment_id', '=', paymentId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Sets what the deposit holds for a charge, only if it still holds `held` (null: before
 * migration 110): of two transactions giving the same share back, the second changes nothing.
 */
export async function releaseDepositShare(
  db: Db,
  id: string,
  held: number | null,
  share: number,
): Promise<boolean> {
  const result = await db
    .updateTable('charges')
    .set({ deposit_share: share })
    .where('id', '=', id)
    .where('deposit_share', held === null ? 'is' : '=', held)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function chargesOfBooking(db: Db, bookingId: string): Promise<ChargeRow[]> {
  return db
    .selectFrom('charges')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function filesOf(db: Db, chargeIds: string[]): Promise<ChargeFileRow[]> {
  if (chargeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('charge_files')
    .selectAll()
    .where('charge_id', 'in', chargeIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findChargeFile(db: Db, chargeId: string, fileId: string) {
  return db
    .selectFrom('charge_files')
    .selectAll()
    .where('charge_id', '=', chargeId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function updateCharge(
  db: Db,
  id: string,
  change: Partial<Omit<ChargeRow, 'id' | 'booking_id'>>,
): Promise<void> {
  await db.updateTable('charges').set(change).where('id', '=', id).execute();
}

/** Disputes waiting for a decision with what names their booking, oldest first. */
export function openDisputes(db: Db, branch: BranchScope) {
  let query = db
    .selectFrom('charges')
    .innerJoin('bookings', 'bookings.id', 'charges.booking_id')
    .selectAll('charges')
    .select(['bookings.car_name', 'bookings.customer_name'])
    .where('charges.disputed_at', 'is not', null)
    .where('charges.decision', 'is', null);
  if (branch !== null) query = query.where('bookings.branch', '=', branch);
  return query.orderBy('charges.disputed_at').orderBy('charges.id').execute();
}

/**
 * When the car came back: the return handover's time. The handover module writes it; it is read
 * here as a plain fact of the booking, as the reports read it.
 */
export async function returnedAt(db: Db, bookingId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('handovers')
    .select('at')
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'return')
    .executeTakeFirst();
  return row?.at;
}

export function findDepositReturn(db: Db, bookingId: string) {
  return db
    .selectFrom('deposit_returns')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** The primary key refuses a second row for the booking, from any process. */
export async function insertDepositReturn(db: Db, row: DepositReturnRow): Promise<void> {
  await db.insertInto('deposit_returns').values(row).execute();
}

/**
 * Completed bookings returned before `returnedBefore` that have no deposit return yet, with a
 * deposit taken: the candidates whose return day has come. The return is the return record's
 * time, else the booked return (a booking marked Completed without one), as returnInstant().
 */
export function bookingsAwaitingDepositReturn(db: Db, returnedBefore: string, branch: BranchScope) {
  let query = db
    .selectFrom('bookings')
    .leftJoin('handovers', (j) =>
      j.onRef('handovers.booking_id', '=', 'bookings.id').on('handovers.kind', '=', 'return'),
    )
    .select(['bookings.id'])
    .where('bookings.status', '=', 'Completed')
    .where((eb) => eb.fn.coalesce('handovers.at', 'bookings.return_at'), '<', returnedBefore)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.kind', '=', 'deposit')
          .where('payments.status', '=', 'received'),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('deposit_returns')
            .select('deposit_returns.booking_id')
            .whereRef('deposit_returns.booking_id', '=', 'bookings.id'),
        ),
      ),
    );
  if (branch !== null) query = query.where('bookings.branch', '=', branch);
  return query.execute();
}

/** Deposit returns made due and not yet paid out (their entry still submitted). */
export function depositReturnsToPay(db: Db, branch: BranchScope) {
  let query = db
    .selectFrom('deposit_returns')
    .innerJoin('bookings', 'bookings.id', 'deposit_returns.booking_id')
    .innerJoin('payments', 'payments.id', 'deposit_returns.payment_id')
    .selectAll('deposit_returns')
    .select(['bookings.car_name', 'bookings.customer_name', 'bookings.branch'])
    .where('payments.status', '=', 'submitted');
  if (branch !== null) query = query.where('bookings.branch', '=', branch);
  return query.orderBy('deposit_returns.due_on').orderBy('deposit_returns.booking_id').execute();
}

/**
 * Every `deposit_refund` entry still to pay out from a deposit return made due: the return's own
 * and each given back since (a held-back charge waived or paid), with its return's figures.
 */
export function depositRefundsToPay(db: Db, branch: BranchScope) {
  let query = db
    .selectFrom('deposit_returns')
    .innerJoin('bookings', 'bookings.id', 'deposit_returns.booking_id')
    .innerJoin('payments', 'payments.booking_id', 'deposit_returns.booking_id')
    .selectAll('deposit_returns')
    .select(['bookings.car_name', 'bookings.customer_name', 'bookings.branch'])
    .select([
      'payments.id as entry_id',
      'payments.amount as entry_amount',
      'payments.note as entry_note',
      'payments.recorded_at as entry_recorded_at',
    ])
    .where('payments.kind', '=', 'deposit_refund')
    .where('payments.status', '=', 'submitted')
    .whereRef('payments.recorded_at', '>=', 'deposit_returns.created_at');
  if (branch !== null) query = query.where('bookings.branch', '=', branch);
  return query.orderBy('payments.recorded_at').orderBy('payments.id').execute();
}

export async function setDepositReturnPayment(
  db: Db,
  bookingId: string,
  paymentId: string,
): Promise<void> {
  await db
    .updateTable('deposit_returns')
    .set({ payment_id: paymentId })
    .where('booking_id', '=', bookingId)
    .execute();
}

/**
 * docs/product.md#protection-plans: the damage billed on a booking so far: the damage lines of
 * its return bill and its damage charges not waived. Locks the booking's row on PostgreSQL, so
 * two damage charges at once cannot both take what is left under the cap.
 */
export async function damageCharged(db: Db, bookingId: string, lock: boolean): Promise<number> {
  if (lock) {
    await db.selectFrom('bookings').select('id').where('id', '=', bookingId).forUpdate().execute();
  }
  const bill = await db
    .selectFrom('bills')
    .select('bill')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  const lines = bill
    ? (JSON.parse(bill.bill) as { lines: { kind: string; amount: number }[] }).lines
    : [];
  const charges = await db
    .selectFrom('charges')
    .select('amount')
    .where('booking_id', '=', bookingId)
    .where('type', '=', 'damage')
    .where((eb) => eb.or([eb('decision', 'is', null), eb('decision', '!=', 'waived')]))
    .execute();
  return [...lines.filter((l) => l.kind === 'damage'), ...charges].reduce(
    (sum, x) => sum + x.amount,
    0,
  );
}

/**
 * Charges a deposit return held for, raised before `raisedBefore`, never disputed nor sent a
 * payment, and not yet marked taken: their window has passed, so the deposit took them.
 */
export function heldChargesPastWindow(db: Db, raisedBefore: string) {
  return db
    .selectFrom('charges')
    .selectAll()
    .where('deposit_share', '>', 0)
    .where('recovered_at', 'is', null)
    .where('disputed_at', 'is', null)
    .where('payment_id', 'is', null)
    .where('decision', 'is', null)
    .where('created_at', '<=', raisedBefore)
    .execute();
}
