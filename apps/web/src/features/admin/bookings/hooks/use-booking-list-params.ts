import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingListQuery } from '@rental/shared/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@rental/shared/constants';

// The bookings page keeps its filter in the address (?status=&search=&sort=&page=), so a
// filtered page can be reloaded, shared and reached with Back. docs/product.md#screens: status defaults to All,
// sort to newest first; defaults are left out of the address.

export const BOOKINGS_PAGE_SIZE = 20;
export const BOOKING_SORT_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
] as const;

export type BookingStatusFilter = 'All' | BookingStatus;
export type BookingSortOption = (typeof BOOKING_SORT_OPTIONS)[number]['value'];

export interface BookingListParams {
  status: BookingStatusFilter;
  search: string;
  sort: BookingSortOption;
  page: number;
}

const DEFAULTS: BookingListParams = { status: 'All', search: '', sort: 'newest', page: 1 };

export function parseBookingListParams(params: URLSearchParams): BookingListParams {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as BookingStatus)
      : DEFAULTS.status,
    search: params.get('search')?.trim() ?? '',
    sort: BOOKING_SORT_OPTIONS.some((o) => o.value === sort)
      ? (sort as BookingSortOption)
      : DEFAULTS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeBookingListParams(list: BookingListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.status !== DEFAULTS.status) params.set('status', list.status);
  if (list.search) params.set('search', list.search);
  if (list.sort !== DEFAULTS.sort) params.set('sort', list.sort);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** The server query of one page. 'None' sends no sort: the server's own order. */
export function toBookingListQuery(list: BookingListParams): BookingListQuery {
  return {
    status: list.status,
    search: list.search || undefined,
    sort: list.sort === 'none' ? undefined : list.sort,
    limit: BOOKINGS_PAGE_SIZE,
    offset: (list.page - 1) * BOOKINGS_PAGE_SIZE,
  };
}

/** Reads and changes the list parameters; a new filter, search or sort goes back to page 1. */
export function useBookingListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseBookingListParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<BookingListParams>) => {
      setSearchParams(
        (previous) => {
          const current = parseBookingListParams(previous);
          const next = { ...current, ...changes };
          if (changes.page === undefined) next.page = 1;
          return writeBookingListParams(next);
        },
        { replace: changes.page === undefined },
      );
    },
    [setSearchParams],
  );
  return [params, update] as const;
}
