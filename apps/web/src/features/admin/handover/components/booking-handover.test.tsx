import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import { renderAdmin } from '@/features/admin/shell/testing';
import { BILL, handoverBooking, PICKUP } from '../testing';
import type { HandoverBooking } from '../lib/handover-booking';
import { BookingHandover } from './booking-handover';
import { HandoverAction } from './handover-action';

/** A booking of the admin's list, with the handover fields the server adds. */
const listed = (overrides: Partial<HandoverBooking> = {}) =>
  handoverBooking(overrides) as unknown as Booking;

/** As the bookings screen composes them: the action at the top, the block further down. */
const render = (booking: Booking) =>
  renderAdmin(
    <>
      <HandoverAction booking={booking} />
      <BookingHandover booking={booking} />
    </>,
  );

describe('the handover action and block of the booking view', () => {
  it('offers to hand a Confirmed car over', () => {
    render(listed());
    expect(screen.getByRole('link', { name: 'Hand over car' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1/pickup',
    );
    expect(screen.queryByText('On trip')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take car back' })).not.toBeInTheDocument();
  });

  it('shows a car on its trip and offers to take it back', () => {
    render(listed({ pickup: PICKUP }));
    expect(screen.getByText('On trip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take car back' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1/return',
    );
    expect(screen.queryByRole('link', { name: 'Hand over car' })).not.toBeInTheDocument();
  });

  it('offers the invoice of a closed rental, and no handover', () => {
    render(
      listed({
        status: 'Completed',
        pickup: PICKUP,
        return: { ...PICKUP, odometerKm: 12_920 },
        bill: BILL,
        invoiceNumber: 'HSD/26-27/0001',
      }),
    );
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.queryByText('On trip')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing about a Pending booking, nor one the server sends without handover fields', () => {
    const { container } = render(listed({ status: 'Pending' }));
    expect(container).toBeEmptyDOMElement();
    const { pickup: _p, return: _r, bill: _b, invoiceNumber: _i, ...bare } = handoverBooking();
    render(bare as unknown as Booking);
    expect(screen.getByRole('link', { name: 'Hand over car' })).toBeInTheDocument();
  });
});
