import { sql } from 'kysely';

// What the report queries (modules/reports) read their period by: both the figures'
// repository and the exports' pages filter on it, and the payments' by when money moved.

/**
 * A report's period as stored instants [start, end), and a branch, if one: the bookings' own
 * branch for the figures of bookings and money, the cars' branch now for the fleet.
 */
export interface ReportScope {
  start: string;
  end: string;
  branch?: string;
}

/**
 * When money moved: the admin's decision on a checked entry, else its recording. Written as the
 * index payments_moved is (migration 015), so the database uses it.
 */
export const movedAt = sql<string>`coalesce(decided_at, recorded_at)`;
