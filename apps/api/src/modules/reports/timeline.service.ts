import type { BookingStatus } from '@rental/shared/constants';
import { addDays, kolkataInstant, todayInKolkata, toKolkataIso } from '@rental/shared/kolkata-time';
import type { DispatchItem, Timeline } from '@rental/shared/reports';
import type { Deps } from '../../deps';
import {
  blocksInWindow,
  bookingsDue,
  bookingsInWindow,
  timelineCars,
  type TimelineBookingRow,
} from './timeline.repository';

// docs/product.md#fleet-timeline: every car of a branch with its bookings and maintenance blocks
// over one day or one week, and the pickups and returns of the window's first day: today's for
// the morning's dispatch, tomorrow's to plan ahead.

function dayWindow(date: string, days: number) {
  return {
    start: kolkataInstant(date, '00:00')!.toISOString(),
    end: kolkataInstant(addDays(date, days), '00:00')!.toISOString(),
  };
}

function dispatchItem(row: TimelineBookingRow, at: string): DispatchItem {
  return {
    bookingId: row.id,
    at: toKolkataIso(at),
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    carName: row.car_name,
    carNumber: row.car_number,
    status: row.status as BookingStatus,
    handover: Number(row.returned) === 1 ? 'back' : Number(row.on_trip) === 1 ? 'out' : 'waiting',
  };
}

export async function getTimeline(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: { date?: string; days: number },
  branch: string | null,
): Promise<Timeline> {
  const today = todayInKolkata(deps.clock());
  const date = query.date ?? today;
  const window = { ...dayWindow(date, query.days), branch };
  const firstDay = { ...dayWindow(date, 1), branch };
  const [cars, bookings, blocks, pickups, returns] = await Promise.all([
    timelineCars(deps.db, branch),
    bookingsInWindow(deps.db, window),
    blocksInWindow(deps.db, window),
    bookingsDue(deps.db, firstDay, 'pickup_at'),
    bookingsDue(deps.db, firstDay, 'return_at'),
  ]);
  return {
    from: toKolkataIso(window.start),
    to: toKolkataIso(window.end),
    days: query.days,
    branch,
    today,
    cars: cars.map((car) => ({
      _id: car.id,
      name: car.name,
      registrationNumber: car.registration_number,
      branch: car.branch,
      bookings: bookings
        .filter((b) => b.car_id === car.id)
        .map((b) => ({
          _id: b.id,
          status: b.status as BookingStatus,
          onTrip: Number(b.on_trip) === 1,
          customerName: b.customer_name,
          from: toKolkataIso(b.pickup_at),
          to: toKolkataIso(b.return_at),
        })),
      blocks: blocks
        .filter((b) => b.car_id === car.id)
        .map((b) => ({
          _id: b.id,
          reason: b.reason,
          from: toKolkataIso(b.start_at),
          to: toKolkataIso(b.end_at),
        })),
    })),
    pickups: pickups.map((b) => dispatchItem(b, b.pickup_at)),
    returns: returns.map((b) => dispatchItem(b, b.return_at)),
  };
}
