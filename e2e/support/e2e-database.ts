import path from 'node:path';
import SQLite from 'better-sqlite3';
import { STACK } from './stack-config';

// A journey that needs time to have passed reaches the stack's SQLite file directly. The server
// takes its time from the real clock (production code has no way to move it), so a late return is
// arranged the other way round: the booking's booked period is moved into the past, as if it had
// been booked days ago. Only what a booking's own screens could never do is done here.

const KOLKATA_OFFSET_MS = 330 * 60_000;

/** 'YYYY-MM-DD' and 'HH:mm' in Kolkata for an instant, as the bookings table keeps them. */
function kolkataParts(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * Moves a booking's pickup and return (keeping its length) so that its booked return was
 * `minutesAgo` minutes before now.
 */
export function moveBookedReturnBack(bookingId: string, minutesAgo: number): void {
  const db = new SQLite(path.join(STACK.dataDir, 'rental.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare('select pickup_at, return_at from bookings where id = ?')
      .get(bookingId) as { pickup_at: string; return_at: string } | undefined;
    if (!row) throw new Error(`No booking ${bookingId} in the e2e database`);
    const length = Date.parse(row.return_at) - Date.parse(row.pickup_at);
    const returnAt = new Date(Date.now() - minutesAgo * 60_000);
    const pickupAt = new Date(returnAt.getTime() - length);
    const pickup = kolkataParts(pickupAt);
    const back = kolkataParts(returnAt);
    db.prepare(
      `update bookings set pickup_at = ?, return_at = ?, pickup_date = ?, pickup_time = ?,
         return_date = ?, return_time = ? where id = ?`,
    ).run(
      pickupAt.toISOString(),
      returnAt.toISOString(),
      pickup.date,
      pickup.time,
      back.date,
      back.time,
      bookingId,
    );
  } finally {
    db.close();
  }
}
