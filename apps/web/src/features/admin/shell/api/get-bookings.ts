import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Booking, BookingListQuery } from '@rental/shared/bookings';
import { DASHBOARD_RECENT_BOOKINGS, TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { apiFetch } from '@/lib/api-client';

// GET /api/bookings pages, filters and sorts on the server (docs/product.md#admin: quick with 100,000
// bookings); the total of the filtered list comes in the x-total-count header.

export interface BookingPage {
  bookings: Booking[];
  total: number;
}

export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (query: BookingListQuery) => [...adminBookingKeys.all, 'list', query] as const,
};

export function bookingListSearch(query: BookingListQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'All') params.set('status', query.status);
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.sort) params.set('sort', query.sort);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export async function getBookings(
  query: BookingListQuery,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const { data, headers } = await apiFetch<Booking[]>(`/bookings${bookingListSearch(query)}`, {
    auth: 'admin',
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { bookings: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

/** One page of the admin list; the previous page stays on screen while the next one loads. */
export function useBookings(query: BookingListQuery) {
  return useQuery({
    queryKey: adminBookingKeys.list(query),
    queryFn: ({ signal }) => getBookings(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A count without downloading the list: one row and the total header. */
export function useBookingCount(status: BookingListQuery['status'] = 'All') {
  const query: BookingListQuery = { status, limit: 1 };
  return useQuery({
    queryKey: adminBookingKeys.list(query),
    queryFn: ({ signal }) => getBookings(query, signal),
    select: (page) => page.total,
  });
}

/** docs/product.md#screens: the dashboard's five newest bookings. */
export function useRecentBookings() {
  const query: BookingListQuery = { limit: DASHBOARD_RECENT_BOOKINGS, sort: 'newest' };
  return useQuery({
    queryKey: adminBookingKeys.list(query),
    queryFn: ({ signal }) => getBookings(query, signal),
    select: (page) => page.bookings,
  });
}
