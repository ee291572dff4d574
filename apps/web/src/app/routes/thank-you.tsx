import { useLocation } from 'react-router';
import type { Booking } from '@rental/shared/bookings';
import { useBooking } from '@/features/account/api/get-booking';
import { BookingAdvanceSection } from '@/features/account/components/booking-advance-section';
import { MyDocuments } from '@/features/account/components/my-documents';
import {
  BookingConfirmation,
  NoRecentBooking,
} from '@/features/booking/components/booking-confirmation';
import { readThankYouState, type ThankYouState } from '@/features/booking/thank-you-state';
import { usePageMeta } from '@/lib/page-meta';

export function ThankYouPage() {
  usePageMeta('Booking received');
  const booking = readThankYouState(useLocation().state);
  return booking ? <ReceivedBooking booking={booking} /> : <NoRecentBooking />;
}

/**
 * The booking as the server has it now, once read (the advance section reads it too): once the
 * advance is sent (being checked, or received) the heading's next step no longer asks for it,
 * though a reference being checked still holds the car for a bounded time.
 */
function ReceivedBooking({ booking }: { booking: ThankYouState }) {
  const live = useBooking(booking.bookingId).data;
  return (
    <BookingConfirmation
      booking={
        live ? { ...booking, heldUntil: advanceSent(live) ? null : live.heldUntil } : booking
      }
      advance={<BookingAdvanceSection bookingId={booking.bookingId} />}
      documents={<MyDocuments />}
    />
  );
}

function advanceSent(booking: Booking): boolean {
  return booking.payments.some((p) => p.kind === 'advance' && p.status !== 'rejected');
}
