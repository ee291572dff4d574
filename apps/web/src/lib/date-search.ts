import { BRANCH_NAMES, type BranchName } from '@rental/shared/business';
import {
  pickupDateIssue,
  RENTAL_PERIOD_MESSAGES,
  returnIssue,
} from '@rental/shared/availability-rule';
import { kolkataInstant } from '@rental/shared/kolkata-time';

// docs/product.md#availability: a search by dates as the URL holds it
// (/cars?from=…&to=…&branch=…), so a search can be shared and survives a reload. Values are
// Kolkata wall-clock 'YYYY-MM-DDTHH:mm', what a datetime-local input gives. Part of Home's first
// load: pure functions only, no zod; the period's limits are the shared ones of availability-rule.

export interface DateSearch {
  from: string;
  to: string;
  /** '' for any branch. */
  branch: BranchName | '';
}

export type DateSearchIssues = Partial<Record<'from' | 'to', string>>;

interface QueryReader {
  get(name: string): string | null;
}

/** 'YYYY-MM-DDTHH:mm' in Kolkata to an instant, or null. */
export function parseWallClock(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return m ? kolkataInstant(m[1]!, m[2]!) : null;
}

const isBranch = (value: string | null): value is BranchName =>
  (BRANCH_NAMES as readonly (string | null)[]).includes(value);

/** The search in a URL query; malformed parts come back empty. */
export function readDateSearch(query: QueryReader): DateSearch {
  const wallClock = (name: string) => {
    const value = (query.get(name) ?? '').slice(0, 16);
    return parseWallClock(value) ? value : '';
  };
  const branch = query.get('branch');
  return { from: wallClock('from'), to: wallClock('to'), branch: isBranch(branch) ? branch : '' };
}

/** The period of a search whose dates are both set and in order, else null. */
export function searchPeriod(search: DateSearch): { from: Date; to: Date } | null {
  const from = parseWallClock(search.from);
  const to = parseWallClock(search.to);
  return from && to && to > from ? { from, to } : null;
}

/** Why the search cannot run yet, field by field (shown beside the inputs). */
export function dateSearchIssues(search: DateSearch, now: Date = new Date()): DateSearchIssues {
  const issues: DateSearchIssues = {};
  const from = parseWallClock(search.from);
  const to = parseWallClock(search.to);
  const tooFar = from ? pickupDateIssue(search.from.slice(0, 10), now) : undefined;
  const period = from && to ? returnIssue({ from, to }) : undefined;
  if (!search.from) issues.from = 'Choose a pickup date and time.';
  else if (!from) issues.from = 'Enter a valid pickup date and time.';
  else if (from < now) issues.from = 'Pickup cannot be in the past.';
  else if (tooFar) issues.from = RENTAL_PERIOD_MESSAGES[tooFar];
  if (!search.to) issues.to = 'Choose a return date and time.';
  else if (!to) issues.to = 'Enter a valid return date and time.';
  else if (period) issues.to = RENTAL_PERIOD_MESSAGES[period];
  return issues;
}

/** The query of a search; an empty branch is left out. */
export function dateSearchQuery(search: DateSearch): Record<string, string> {
  const query: Record<string, string> = { from: search.from, to: search.to };
  if (search.branch) query.branch = search.branch;
  return query;
}

/** The dates part only, for links that carry them on (car detail, booking form). */
export function datesQuery(search: Pick<DateSearch, 'from' | 'to'>): string {
  return new URLSearchParams({ from: search.from, to: search.to }).toString();
}

/**
 * The API path of the car list for a search: GET /api/cars?from=…&to=…[&branch=…] when both
 * dates are set and in order, else the plain list (the branch is then filtered on the page).
 * The router's preload and the screen's query build it here, so both ask for the same address.
 */
export function carSearchPath(search: DateSearch): string {
  return searchPeriod(search)
    ? `/cars?${new URLSearchParams(dateSearchQuery(search)).toString()}`
    : '/cars';
}
