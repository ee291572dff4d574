import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/make-booking';
import {
  PROFILE,
  car,
  expectStep,
  json,
  next,
  runOnBookingClock,
  setup,
  stubApi,
} from '@/features/booking/testing';
import type { UserSession } from '@/lib/session-store';
import { renderRoutes } from '@/test/render-routes';
import { BookPage } from './book';

// docs/product.md#booking: a renter who booked before finds the address and licence of their
// newest booking in the form, still theirs to change.

runOnBookingClock();

const SESSION: UserSession = { token: 'renter-token', user: { _id: 'c1', ...PROFILE } };

const older = makeBooking({
  _id: 'b-old',
  customerId: 'c1',
  createdAt: '2026-01-10T10:00:00.000Z',
  address: '4 Old Street, Ameerpet',
  pinCode: '500016',
});
const newer = makeBooking({
  _id: 'b-new',
  customerId: 'c1',
  createdAt: '2026-10-02T10:00:00.000Z',
  address: '12 Lake Road, Vanasthalipuram',
  city: 'Hyderabad',
  state: 'Telangana',
  pinCode: '500070',
  dateOfBirth: '1995-04-12',
  driverLicenseNumber: 'TS0920190012345',
  dlIssuedState: 'Andhra Pradesh',
});

function renderBookPage(bookings: unknown[]) {
  const urls = stubApi(async (url) => {
    if (url.endsWith('/api/cars/car-1')) return json(200, car);
    if (url.endsWith('/api/bookings/allowance'))
      return json(200, { pending: 0, maxPending: 2, blocked: false });
    if (url.endsWith('/api/users/customerData'))
      return json(200, { _id: 'c1', ...PROFILE, createdAt: '2026-01-01T00:00:00.000Z' });
    if (url.endsWith('/api/bookings/customer/c1')) return json(200, bookings);
    return json(404, { error: 'Not found.' });
  });
  renderRoutes(
    [
      {
        element: <Outlet context={SESSION} />,
        children: [{ path: '/book/:id', element: <BookPage /> }],
      },
    ],
    { url: '/book/car-1' },
  );
  return urls;
}

describe('the booking form of a renter who booked before', () => {
  it('fills in the address and licence of their newest booking, still editable', async () => {
    const user = setup();
    const urls = renderBookPage([older, newer]);
    await expectStep('Your Details');
    // Only the renter's own list is asked for.
    expect(urls.filter((u) => u.includes('/api/bookings/customer/'))).toEqual([
      expect.stringMatching(/\/api\/bookings\/customer\/c1$/),
    ]);
    await next(user);
    await expectStep('Address Info');
    const address = screen.getByLabelText('Full address');
    expect(address).toHaveValue('12 Lake Road, Vanasthalipuram');
    expect(address).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('City')).toHaveValue('Hyderabad');
    expect(screen.getByLabelText('State')).toHaveValue('Telangana');
    expect(screen.getByLabelText('PIN code')).toHaveValue('500070');
    await user.clear(address);
    await user.type(address, '7 New Colony, Kukatpally');
    expect(address).toHaveValue('7 New Colony, Kukatpally');
    await next(user);
    await expectStep('License & ID');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1995-04-12');
    expect(screen.getByLabelText('Driving licence number')).toHaveValue('TS0920190012345');
    expect(screen.getByLabelText('State where the licence was issued')).toHaveValue(
      'Andhra Pradesh',
    );
  });

  it('starts empty for a first booking', async () => {
    const user = setup();
    renderBookPage([]);
    await expectStep('Your Details');
    await next(user);
    await expectStep('Address Info');
    expect(screen.getByLabelText('Full address')).toHaveValue('');
    expect(screen.getByLabelText('PIN code')).toHaveValue('');
  });
});
