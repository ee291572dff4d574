import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database';

// Arithmetic on stored instants (ISO 8601 UTC text of one fixed width), which the two databases
// spell differently; comparing them stays plain text comparison (availability-sql.ts).

/** The later of a stored instant and a bound: CASE works the same on both databases. */
export function laterOf(instant: Expression<string>, bound: string): RawBuilder<string> {
  return sql<string>`case when ${instant} > ${bound} then ${instant} else ${bound} end`;
}

/** The earlier of a stored instant and a bound. */
export function earlierOf(instant: Expression<string>, bound: string): RawBuilder<string> {
  return sql<string>`case when ${instant} < ${bound} then ${instant} else ${bound} end`;
}

/** Seconds from one instant to another (negative when `end` is before `start`). */
export function secondsBetween(
  kind: DatabaseKind,
  start: Expression<string>,
  end: Expression<string>,
): RawBuilder<number> {
  return kind === 'postgres'
    ? sql<number>`extract(epoch from (cast(${end} as timestamptz) - cast(${start} as timestamptz)))`
    : sql<number>`((julianday(${end}) - julianday(${start})) * 86400.0)`;
}
