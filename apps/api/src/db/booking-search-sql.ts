import { sql, type RawBuilder } from 'kysely';
import { normaliseMobile } from '@rental/shared/fields';

// docs/product.md#admin: one search box finds a booking by what the person at the counter
// has in hand: the 8-character reference a renter quotes, their mobile, the car's plate or a
// part of the renter's name.

/** Shortest digits or plate characters that search those columns (fewer match nearly all). */
const MIN_PART = 3;

/** '!' escapes LIKE's wildcards so a search for "50%" means those characters. */
function contains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** Plates are typed with or without spaces and dashes ("TS09AB1234", "ts 09 ab-1234"). */
function compact(text: string): string {
  return text.toLowerCase().replace(/[\s-]/g, '');
}

/** The WHERE condition for one search term, or undefined when it has nothing to look for. */
export function bookingSearchCondition(search: string): RawBuilder<boolean> | undefined {
  const term = search.trim().toLowerCase();
  if (term === '') return undefined;
  const conditions: RawBuilder<boolean>[] = [
    sql<boolean>`lower(customer_name) like ${contains(term)} escape '!'`,
  ];
  // The reference is the end of the id in capitals; a leading "#" is how renters often quote it.
  const reference = term.replace(/^#/, '');
  if (/^[0-9a-f-]{4,}$/.test(reference)) {
    conditions.push(sql<boolean>`lower(id) like ${contains(reference)} escape '!'`);
  }
  const mobile = normaliseMobile(term.replace(/[()]/g, ''));
  if (/^\d+$/.test(mobile) && mobile.length >= MIN_PART) {
    conditions.push(sql<boolean>`customer_phone like ${contains(mobile)} escape '!'`);
  }
  const plate = compact(term);
  if (plate.length >= MIN_PART) {
    conditions.push(
      sql<boolean>`replace(replace(lower(car_number), ' ', ''), '-', '') like ${contains(plate)} escape '!'`,
    );
  }
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
