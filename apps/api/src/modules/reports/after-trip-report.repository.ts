import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ReportScope } from '../../db/report-period';

// The SQL of the after-trip report (docs/product.md#reports). The charges come back as rows, but
// only those alive in the period (raised before its end and not settled before its start), a
// set bounded by the period's own charges and the backlog still open; the deposits are summed by
// the database per month, as the other reports are.

/** When a ledger entry's money moved, as `movedAt` (db/report-period.ts) says, for a join. */
const paidAt = sql<string>`coalesce(payments.decided_at, payments.recorded_at)`;
/** Later than any stored instant: an unsettled charge's "settled at". */
const NEVER = '9999-12-31T00:00:00.000Z';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export interface ReportChargeRow {
  branch: string;
  amount: number;
  created_at: string;
  /** When it was waived, or null. */
  waived_at: string | null;
  /** When it was taken from the deposit, or null. */
  recovered_at: string | null;
  /** When its UPI payment was marked received, or null. */
  paid_at: string | null;
  /** The deposit set against it at the return (null before migration 110). */
  deposit_share: number | null;
}

/** The charges raised before the period's end and not settled before its start. */
export async function chargesAlive(db: Db, scope: ReportScope): Promise<ReportChargeRow[]> {
  const rows = await db
    .selectFrom('charges')
    .innerJoin('bookings', 'bookings.id', 'charges.booking_id')
    .leftJoin('payments', (join) =>
      join.onRef('payments.id', '=', 'charges.payment_id').on('payments.status', '=', 'received'),
    )
    .where('charges.created_at', '<', scope.end)
    .where(
      sql<boolean>`coalesce(case when charges.decision = 'waived' then charges.decided_at end, ${NEVER}) >= ${scope.start}`,
    )
    .where(sql<boolean>`coalesce(charges.recovered_at, ${NEVER}) >= ${scope.start}`)
    .where(sql<boolean>`coalesce(${paidAt}, ${NEVER}) >= ${scope.start}`)
    .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .select([
      'bookings.branch',
      'charges.amount',
      'charges.created_at',
      sql<string | null>`case when charges.decision = 'waived' then charges.decided_at end`.as(
        'waived_at',
      ),
      'charges.recovered_at',
      paidAt.as('paid_at'),
      'charges.deposit_share',
    ])
    .execute();
  // A left join without a payment gives coalesce(null, null): no payment, not paid.
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    deposit_share: r.deposit_share === null ? null : Number(r.deposit_share),
  }));
}

/**
 * Deposits held at `at` by branch: received deposits less deposit refunds paid out, of the
 * bookings whose deposit return was not yet made then (from then on the deposit is settled:
 * taken for charges or due back, see deposits overdue).
 */
export async function depositsHeldAt(
  db: Db,
  at: string,
  branch: string | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .leftJoin('deposit_returns', 'deposit_returns.booking_id', 'payments.booking_id')
    .where('payments.status', '=', 'received')
    .where('payments.kind', 'in', ['deposit', 'deposit_refund'])
    .where(paidAt, '<', at)
    .where(sql<boolean>`coalesce(deposit_returns.created_at, ${NEVER}) >= ${at}`)
    .$if(branch !== undefined, (qb) => qb.where('bookings.branch', '=', branch!))
    .groupBy('bookings.branch')
    .select((eb) => [
      'bookings.branch',
      eb.fn
        .sum<number>(
          sql`case when payments.kind = 'deposit' then payments.amount else -payments.amount end`,
        )
        .as('amount'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.branch, num(r.amount)]));
}

/** Deposit refunds paid out in [start, end), by branch. */
export async function depositsReleased(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .where('payments.status', '=', 'received')
    .where('payments.kind', '=', 'deposit_refund')
    .where(paidAt, '>=', scope.start)
    .where(paidAt, '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .groupBy('bookings.branch')
    .select((eb) => ['bookings.branch', eb.fn.sum<number>('payments.amount').as('amount')])
    .execute();
  return new Map(rows.map((r) => [r.branch, num(r.amount)]));
}

/**
 * Deposit returns made by `at` whose day was before `today` and not paid out by `at`, by branch:
 * the same "overdue" as the staff's list (docs/product.md#after-the-trip).
 */
export async function depositsOverdueAt(
  db: Db,
  at: string,
  today: string,
  branch: string | undefined,
): Promise<Map<string, { amount: number; count: number }>> {
  const rows = await db
    .selectFrom('deposit_returns')
    .innerJoin('bookings', 'bookings.id', 'deposit_returns.booking_id')
    .leftJoin('payments', (join) =>
      join
        .onRef('payments.id', '=', 'deposit_returns.payment_id')
        .on('payments.status', '=', 'received'),
    )
    .where('deposit_returns.created_at', '<', at)
    .where('deposit_returns.amount', '>', 0)
    .where('deposit_returns.due_on', '<', today)
    .where(sql<boolean>`coalesce(${paidAt}, ${NEVER}) >= ${at}`)
    .$if(branch !== undefined, (qb) => qb.where('bookings.branch', '=', branch!))
    .groupBy('bookings.branch')
    .select((eb) => [
      'bookings.branch',
      eb.fn.sum<number>('deposit_returns.amount').as('amount'),
      eb.fn.countAll().as('count'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.branch, { amount: num(r.amount), count: num(r.count) }]));
}
