import { useLocation } from 'react-router';
import { BookingAdvanceSection } from '@/features/account/components/booking-advance-section';
import { MyDocuments } from '@/features/account/components/my-documents';
import {
  BookingConfirmation,
  NoRecentBooking,
} from '@/features/booking/components/booking-confirmation';
import { readThankYouState } from '@/features/booking/thank-you-state';
import { usePageMeta } from '@/lib/page-meta';

export function ThankYouPage() {
  usePageMeta('Booking received');
  const booking = readThankYouState(useLocation().state);
  return booking ? (
    <BookingConfirmation
      booking={booking}
      advance={<BookingAdvanceSection bookingId={booking.bookingId} />}
      documents={<MyDocuments />}
    />
  ) : (
    <NoRecentBooking />
  );
}
