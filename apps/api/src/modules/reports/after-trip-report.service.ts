import {
  monthsOf,
  type AfterTripMonth,
  type AfterTripReport,
} from '@rental/shared/after-trip-report';
import { BRANCH_NAMES } from '@rental/shared/business';
import { toKolkataDate } from '@rental/shared/kolkata-time';
import type { ReportQuery } from '@rental/shared/reports';
import type { Deps } from '../../deps';
import {
  chargesAlive,
  depositsHeldAt,
  depositsOverdueAt,
  depositsReleased,
  type ReportChargeRow,
} from './after-trip-report.repository';
import { reportScope } from './reports.service';

// docs/product.md#reports: what the after-trip money came to, per month and branch (the
// bookings' own branch, as every report). Flows (raised, recovered, waived, released) count
// what happened within the month; balances (outstanding, held, overdue) are as they stood at
// the month's end, or now for a month not over yet.

const inRange = (at: string | null, start: string, end: string) =>
  at !== null && at >= start && at < end;

/**
 * What the deposit took of a charge at recovered_at: a deposit short of the charges takes the
 * last one it reaches in part, and the renter pays the rest (docs/product.md#after-the-trip).
 */
function takenPart(row: ReportChargeRow): number {
  if (row.recovered_at === null) return 0;
  return Math.min(row.amount, row.deposit_share ?? row.amount);
}

/** When a charge stopped being owed: waived, taken from the deposit or paid; null if not yet. */
function settledAt(row: ReportChargeRow): string | null {
  const taken = takenPart(row) >= row.amount ? row.recovered_at : null;
  const times = [row.waived_at, taken, row.paid_at].filter((t) => t !== null);
  return times.length > 0 ? times.sort()[0]! : null;
}

/** What came in for a charge within [start, end): the deposit's part and the renter's. */
function recoveredIn(r: ReportChargeRow, start: string, end: string): number {
  const notWaivedBy = (t: string) => r.waived_at === null || r.waived_at > t;
  const taken = takenPart(r);
  if (taken > 0 && taken < r.amount) {
    const fromDeposit = inRange(r.recovered_at, start, end) && notWaivedBy(r.recovered_at!);
    const paid = inRange(r.paid_at, start, end) && notWaivedBy(r.paid_at!);
    return (fromDeposit ? taken : 0) + (paid ? r.amount - taken : 0);
  }
  // Taken from the deposit or paid: whichever came first, so a charge counts once.
  const firstIn = [r.recovered_at, r.paid_at].filter((t) => t !== null).sort()[0] ?? null;
  return inRange(firstIn, start, end) && notWaivedBy(firstIn!) ? r.amount : 0;
}

function chargeFigures(rows: ReportChargeRow[], start: string, end: string, at: string) {
  const sum = (list: ReportChargeRow[]) => list.reduce((s, r) => s + r.amount, 0);
  const raised = rows.filter((r) => inRange(r.created_at, start, end));
  const waived = rows.filter((r) => inRange(r.waived_at, start, end));
  const outstanding = rows.filter((r) => {
    const settled = settledAt(r);
    return r.created_at < at && (settled === null || settled >= at);
  });
  // What the deposit already took of a charge still partly owed is not outstanding.
  const owed = (r: ReportChargeRow) =>
    r.amount - (r.recovered_at !== null && r.recovered_at < at ? takenPart(r) : 0);
  return {
    raised: sum(raised),
    raisedCount: raised.length,
    recovered: rows.reduce((s, r) => s + recoveredIn(r, start, end), 0),
    waived: sum(waived),
    outstanding: outstanding.reduce((s, r) => s + owed(r), 0),
    outstandingCount: outstanding.length,
  };
}

export async function getAfterTripReport(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: ReportQuery,
): Promise<AfterTripReport> {
  const scope = reportScope(query);
  const now = deps.clock().toISOString();
  const branches = query.branch ? [query.branch] : BRANCH_NAMES;
  const charges = await chargesAlive(deps.db, scope);

  const months = await Promise.all(
    monthsOf(query.from, query.to).map(async (m) => {
      const monthScope = reportScope({ from: m.from, to: m.to, branch: query.branch });
      // A balance of a month not over yet is as it stands now.
      const at = monthScope.end < now ? monthScope.end : now;
      const [held, released, overdue] = await Promise.all([
        depositsHeldAt(deps.db, at, query.branch),
        depositsReleased(deps.db, monthScope),
        depositsOverdueAt(deps.db, at, toKolkataDate(at), query.branch),
      ]);
      return branches.map((branch): AfterTripMonth => ({
        ...m,
        branch,
        charges: chargeFigures(
          charges.filter((c) => c.branch === branch),
          monthScope.start,
          monthScope.end,
          at,
        ),
        deposits: {
          held: held.get(branch) ?? 0,
          released: released.get(branch) ?? 0,
          overdue: overdue.get(branch)?.amount ?? 0,
          overdueCount: overdue.get(branch)?.count ?? 0,
        },
      }));
    }),
  );
  return { from: query.from, to: query.to, branch: query.branch ?? null, months: months.flat() };
}
