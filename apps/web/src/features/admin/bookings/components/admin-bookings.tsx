import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { Booking } from '@rental/shared/bookings';
import { MESSAGES } from '@rental/shared/messages';
import { useBookings } from '@/features/admin/shell/api/get-bookings';
import { ListRange } from '@/features/admin/shell/components/list-range';
import { PagedRows } from '@/features/admin/shell/components/paged-rows';
import {
  BOOKINGS_PAGE_SIZE,
  toBookingListQuery,
  useBookingListParams,
} from '../hooks/use-booking-list-params';
import { useLinkedBooking } from '../hooks/use-linked-booking';
import { BookingModal } from './booking-modal';
import { BookingsTable } from './bookings-table';
import { BookingsToolbar } from './bookings-toolbar';

/** docs/product.md#screens 'Admin bookings', one server page at a time (docs/product.md#admin: 100,000 bookings stay quick). */
export function AdminBookings({
  bookingPayments,
  bookingExtras,
  bookingActions,
}: {
  /** The open booking's money, from another admin feature, first in its modal. */
  bookingPayments?: (booking: Booking) => ReactNode;
  /** More about the open booking, from other admin features (its messages), under its history. */
  bookingExtras?: (booking: Booking) => ReactNode;
  /** The open booking's next step at the counter (hand over, take back), above everything. */
  bookingActions?: (booking: Booking) => ReactNode;
}) {
  const [params, update] = useBookingListParams();
  const list = useBookings(toBookingListQuery(params));
  const [open, setOpen] = useState<Booking | null>(null);
  const linked = useLinkedBooking();
  const shown = open ?? linked.booking ?? null;

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const outOfRange = list.isSuccess && !list.isPlaceholderData && params.page > pageCount;
  useEffect(() => {
    // A page number past the end (an old link, a narrower filter): go to the last page.
    if (outOfRange) update({ page: pageCount });
  }, [outOfRange, pageCount, update]);

  const bookings = list.data?.bookings ?? [];

  return (
    <>
      <BookingsToolbar params={params} onChange={update} />
      <ListRange
        page={params.page}
        pageSize={BOOKINGS_PAGE_SIZE}
        shown={bookings.length}
        total={total}
        noun="bookings"
        loaded={list.isSuccess}
        fetching={list.isFetching}
      />
      {linked.failed && (
        <Alert variant="warning" dismissible onClose={linked.close}>
          {MESSAGES.linkedBookingNotFound}
        </Alert>
      )}
      {list.isError && (
        <Alert variant="danger">Could not load bookings. Please reload the page.</Alert>
      )}
      {list.isSuccess && bookings.length === 0 && !outOfRange && (
        <p className="text-center text-body-secondary border rounded-3 py-5 bg-body">
          {MESSAGES.noBookings}
        </p>
      )}
      <PagedRows
        empty={bookings.length === 0}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        label="Bookings pages"
        page={params.page}
        pageCount={pageCount}
        onPage={(page) => update({ page })}
      >
        <BookingsTable bookings={bookings} onOpen={setOpen} />
      </PagedRows>
      {shown && (
        <BookingModal
          key={shown._id}
          booking={shown}
          onHide={() => {
            setOpen(null);
            if (linked.id) linked.close();
          }}
          payments={bookingPayments?.(shown)}
          actions={bookingActions}
        >
          {bookingExtras?.(shown)}
        </BookingModal>
      )}
    </>
  );
}
