import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HandoverSummary } from './handover-summary';
import type { HandoverBooking } from '../lib/handover-booking';

const booking = {
  _id: 'd06e38fb-3c55-40e9-964b-7e76fefccc3e',
  customerName: 'Ananya Reddy',
  customerPhone: '9666030119',
  carName: 'Honda City',
  carNumber: 'TS 09 CD 4521',
  pickupDateTime: '2026-11-28T13:00:00.000+05:30',
  returnDateTime: '2026-11-29T13:00:00.000+05:30',
  originalDocumentsSubmitted: 'Aadhaar + Original Licence',
  documentsApproved: true,
  pickup: null,
} as HandoverBooking;

describe('the booking at the top of a handover form', () => {
  it('names the booking by the reference the renter quotes', () => {
    render(<HandoverSummary booking={booking} />);
    const summary = screen.getByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('BookingFEFCCC3E');
    expect(summary).toHaveTextContent('Licence and ID approved online');
  });
});
