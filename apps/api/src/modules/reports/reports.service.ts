import { addDays, kolkataInstant } from '@rental/shared/kolkata-time';
import { BOOKING_STATUSES } from '@rental/shared/constants';
import { RENTAL_PAYMENT_KINDS } from '@rental/shared/money';
import type { CarUtilisation, Report, ReportQuery } from '@rental/shared/reports';
import type { Deps } from '../../deps';
import {
  blocksInPeriod,
  bookedSecondsByCar,
  bookingsByStatus,
  completedRentals,
  fleetCars,
  receivedByKind,
} from './reports.repository';
import type { ReportScope } from '../../db/report-period';

// docs/product.md#reports: the owner's figures for a period of whole Kolkata days and a branch.
// Each figure is defined in docs/decisions/020-reports-and-timeline.md.

const HOUR_MS = 3_600_000;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** A share as a percentage with one decimal; null when there is nothing to share. */
const percent = (part: number, whole: number) =>
  whole > 0 ? oneDecimal((part / whole) * 100) : null;

/** Milliseconds covered by intervals [start, end] that may overlap, each moment counted once. */
function coveredMs(intervals: [number, number][]): number {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of intervals.sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/** The stored instants of a period: from the first day's midnight to the one after the last. */
export function reportScope(query: ReportQuery): ReportScope {
  return {
    start: kolkataInstant(query.from, '00:00')!.toISOString(),
    end: kolkataInstant(addDays(query.to, 1), '00:00')!.toISOString(),
    branch: query.branch,
  };
}

export async function getReport(
  deps: Pick<Deps, 'db' | 'dbKind'>,
  query: ReportQuery,
): Promise<Report> {
  const scope = reportScope(query);
  const [rentals, money, statuses, booked, cars, blocks] = await Promise.all([
    completedRentals(deps.db, scope),
    receivedByKind(deps.db, scope),
    bookingsByStatus(deps.db, scope),
    bookedSecondsByCar(deps.db, deps.dbKind, scope),
    fleetCars(deps.db, scope),
    blocksInPeriod(deps.db, scope),
  ]);

  const received = RENTAL_PAYMENT_KINDS.reduce((sum, kind) => sum + (money.get(kind) ?? 0), 0);
  const refunded = money.get('refund') ?? 0;
  const byStatus = Object.fromEntries(
    BOOKING_STATUSES.map((s) => [s, statuses.get(s) ?? 0]),
  ) as Report['bookings']['byStatus'];
  const total = BOOKING_STATUSES.reduce((sum, s) => sum + byStatus[s], 0);

  const utilisation = cars.map((car): CarUtilisation => {
    const start = car.created_at > scope.start ? car.created_at : scope.start;
    const end = car.deleted_at && car.deleted_at < scope.end ? car.deleted_at : scope.end;
    const blocked = coveredMs(
      blocks
        .filter((b) => b.car_id === car.id && b.start_at < end && b.end_at > start)
        .map((b) => [
          Date.parse(b.start_at > start ? b.start_at : start),
          Date.parse(b.end_at < end ? b.end_at : end),
        ]),
    );
    const available = Math.max(0, Date.parse(end) - Date.parse(start) - blocked) / HOUR_MS;
    // A block made over a confirmed booking can leave more booked than available hours.
    const bookedHours = Math.min((booked.get(car.id) ?? 0) / 3600, available);
    return {
      carId: car.id,
      name: car.name,
      registrationNumber: car.registration_number,
      branch: car.branch,
      bookedHours: oneDecimal(bookedHours),
      availableHours: oneDecimal(available),
      utilisationPercent: percent(bookedHours, available),
    };
  });
  const bookedHours = utilisation.reduce((sum, c) => sum + c.bookedHours, 0);
  const availableHours = utilisation.reduce((sum, c) => sum + c.availableHours, 0);

  return {
    from: query.from,
    to: query.to,
    branch: query.branch ?? null,
    revenue: {
      rentals: rentals.rentals,
      rental: rentals.rental,
      charges: rentals.charges,
      total: rentals.rental + rentals.charges,
    },
    money: { received, refunded, net: received - refunded },
    bookings: { total, byStatus, cancellationPercent: percent(byStatus.Cancelled, total) },
    averageRentalDays: rentals.rentals > 0 ? oneDecimal(rentals.days / rentals.rentals) : null,
    utilisation: {
      bookedHours: oneDecimal(bookedHours),
      availableHours: oneDecimal(availableHours),
      percent: percent(bookedHours, availableHours),
      cars: utilisation,
    },
  };
}
