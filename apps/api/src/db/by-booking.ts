/** How many ids one `IN (…)` list carries, well under every engine's limit on parameters. */
const IN_CHUNK = 1000;

/**
 * Rows of many bookings, grouped by booking in the order `fetch` returns them: one query per
 * 1000 bookings, so a long list never builds an oversized statement.
 */
export async function byBooking<R extends { booking_id: string }>(
  bookingIds: readonly string[],
  fetch: (ids: string[]) => Promise<R[]>,
): Promise<Map<string, R[]>> {
  const grouped = new Map<string, R[]>();
  for (let i = 0; i < bookingIds.length; i += IN_CHUNK) {
    for (const row of await fetch(bookingIds.slice(i, i + IN_CHUNK))) {
      const list = grouped.get(row.booking_id) ?? [];
      list.push(row);
      grouped.set(row.booking_id, list);
    }
  }
  return grouped;
}
