import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { bookingDetailKey, getBooking } from '@/features/admin/shell/api/get-booking';

// docs/product.md#screens: /admin/bookings?booking=<id> opens that booking's modal, so another
// screen (the fleet timeline's pickups and returns) can link straight to a booking.

export const LINKED_BOOKING_PARAM = 'booking';

/** The booking named in the address, and a way to close it (the parameter goes). */
export function useLinkedBooking() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(LINKED_BOOKING_PARAM);
  const query = useQuery({
    queryKey: bookingDetailKey(id ?? ''),
    queryFn: ({ signal }) => getBooking(id!, signal),
    enabled: id !== null && id !== '',
    retry: false,
  });
  const close = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(LINKED_BOOKING_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { id, booking: id ? query.data : undefined, failed: query.isError, close };
}
