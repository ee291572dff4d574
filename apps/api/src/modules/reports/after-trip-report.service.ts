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

/** When a charge stopped being owed: waived, taken from the deposit or paid; null if not yet. */
function settledAt(row: ReportChargeRow): string | null {
  const times = [row.waived_at, row.recovered_at, row.paid_at].filter((t) => t !== null);
  return times.length > 0 ? times.sort()[0]! : null;
}

function chargeFigures(rows: ReportChargeRow[], start: string, end: string, at: string) {
  const sum = (list: ReportChargeRow[]) => list.reduce((s, r) => s + r.amount, 0);
  const raised = rows.filter((r) => inRange(r.created_at, start, end));
  // Taken from the deposit or paid: whichever came first, so a charge counts once.
  const recovered = rows.filter((r) => {
    const firstIn = [r.recovered_at, r.paid_at].filter((t) => t !== null).sort()[0] ?? null;
    return inRange(firstIn, start, end) && (r.waived_at === null || r.waived_at > firstIn!);
  });
  const waived = rows.filter((r) => inRange(r.waived_at, start, end));
  const outstanding = rows.filter((r) => {
    const settled = settledAt(r);
    return r.created_at < at && (settled === null || settled >= at);
  });
  return {
    raised: sum(raised),
    raisedCount: raised.length,
    recovered: sum(recovered),
    waived: sum(waived),
    outstanding: sum(outstanding),
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
