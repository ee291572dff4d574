import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeBill } from '@rental/shared/bill';
import { makeBooking } from '@/test/make-booking';
import { TripRecord } from './trip-record';

const bill = computeBill({
  pricePerDay: 1800,
  totalDays: 2,
  bookedReturnAt: new Date('2026-12-03T04:30:00Z'),
  returnedAt: new Date('2026-12-03T06:30:00Z'),
  odometerOut: 10_000,
  odometerIn: 10_920,
  lateGraceMinutes: 60,
  charges: [{ kind: 'fuel', description: 'A quarter tank', amount: 900 }],
});
const handover = (at: string, odometerKm: number) => ({
  at,
  odometerKm,
  fuelLevel: 'Full' as const,
  damageNotes: '',
  documentsChecked: true,
  photos: [],
  recordedBy: 'admin',
});

describe('the trip record on an account booking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing before the car is handed over', () => {
    const { container } = render(<TripRecord booking={makeBooking({ status: 'Confirmed' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('explains each line of the bill and downloads the invoice with the token', async () => {
    const fetch = vi.fn(async () => new Response('%PDF-1.4', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }),
    );
    localStorage.setItem(
      'userData',
      JSON.stringify({
        _id: 'c1',
        name: 'Customer 1',
        mobile: '9876543210',
        token: 'renter-token',
      }),
    );
    localStorage.setItem('userToken', 'renter-token');
    render(
      <TripRecord
        booking={makeBooking({
          status: 'Completed',
          pickup: handover('2026-12-01T10:00:00+05:30', 10_000),
          return: handover('2026-12-03T12:00:00+05:30', 10_920),
          bill,
          invoiceNumber: 'HSD/26-27/0003',
          balance: {
            due: bill.total,
            paid: 900,
            refunded: 0,
            outstanding: bill.total - 900,
            depositHeld: 30_000,
          },
        })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Final bill' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ForAmount',
      'Rental: 2 days × ₹1,800₹3,600',
      'Extra kilometres: 20 km over the 900 km allowance × ₹10₹200',
      'Late return: 1 day × ₹1,800₹1,800',
      'Refuelling: A quarter tank₹900',
      'Total₹6,500',
    ]);
    expect(
      screen.getByText(/still to pay ₹5,600 · deposit to come back ₹30,000/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download invoice HSD/26-27/0003' }));
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/bookings\/b1\/invoice$/),
      expect.objectContaining({ headers: { authorization: 'Bearer renter-token' } }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
