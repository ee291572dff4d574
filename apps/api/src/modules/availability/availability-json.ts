import type { BusyInterval } from '@rental/shared/availability';
import type { MaintenanceBlock, ScheduleBooking } from '@rental/shared/blocks';
import type { BookingStatus } from '@rental/shared/constants';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { BookingsTable } from '../../db/schema';
import type { BlockRow } from './availability.repository';

// Stored blocks and bookings as the calendars read them; instants with +05:30
// (docs/product.md#time).

export function toBlock(row: BlockRow): MaintenanceBlock {
  return {
    _id: row.id,
    carId: row.car_id,
    from: toKolkataIso(row.start_at),
    to: toKolkataIso(row.end_at),
    reason: row.reason,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

type ScheduleRow = Pick<
  BookingsTable,
  'id' | 'customer_name' | 'status' | 'pickup_at' | 'return_at'
>;

export function toScheduleBooking(row: ScheduleRow): ScheduleBooking {
  return {
    _id: row.id,
    customerName: row.customer_name,
    status: row.status as BookingStatus,
    pickupDateTime: toKolkataIso(row.pickup_at),
    returnDateTime: toKolkataIso(row.return_at),
  };
}

/**
 * Busy intervals for the public calendar: sorted, and merged where they overlap or touch, so
 * the answer says when the car is held and nothing about how many renters hold it.
 */
export function mergeIntervals(
  intervals: readonly { start: string; end: string }[],
): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  const merged: { start: string; end: string }[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) {
      if (next.end > last.end) last.end = next.end;
    } else {
      merged.push({ ...next });
    }
  }
  return merged.map((i) => ({ from: toKolkataIso(i.start), to: toKolkataIso(i.end) }));
}
