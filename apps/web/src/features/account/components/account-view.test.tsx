import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import { makeBooking } from '@/test/make-booking';
import { MESSAGES } from '@rental/shared/messages';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { takeFlashMessage } from '@/lib/flash';
import { getUserSession, setUserSession } from '@/lib/session-store';
import { RequireUser } from '@/lib/require-session';
import { renderRoutes } from '@/test/render-routes';
import { useSignedInUser } from '@/lib/signed-in-user';
import { AccountView } from './account-view';

const profile = {
  _id: 'c1',
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: 'ravi@example.com',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** A Pending weekend Creta booking of Ravi's, made on 20 Nov. */
function booking(over: Partial<Booking>): Booking {
  return makeBooking({
    carId: 'car-1',
    carName: 'Hyundai Creta',
    carNumber: 'TS08AB1234',
    customerName: 'Ravi Kumar',
    customerEmail: 'ravi@example.com',
    address: '12 Lake Road',
    pinCode: '500070',
    dateOfBirth: '1995-04-12',
    pickupDate: '2026-11-28',
    returnDate: '2026-11-29',
    returnTime: '18:00',
    pickupDateTime: '2026-11-28T10:00:00.000+05:30',
    returnDateTime: '2026-11-29T18:00:00.000+05:30',
    purpose: 'Weekend trip',
    destination: 'Srisailam',
    pricePerDay: 2500,
    totalAmount: 5000,
    statusHistory: [],
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-20T04:30:00.000Z',
    balance: { due: 5000, paid: 0, refunded: 0, outstanding: 5000, depositHeld: 0 },
    advance: { amount: 1250, upiLink: null },
    ...over,
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function SignedInAccount() {
  return <AccountView session={useSignedInUser()} />;
}

function renderAccount(url = '/account') {
  return renderRoutes(
    [
      {
        element: <RequireUser />,
        children: [{ path: '/account', element: <SignedInAccount /> }],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { url, client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  ).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('account', () => {
  it('sends a visitor without a token to /login, with the way back', () => {
    const router = renderAccount();
    expect(router.location.pathname).toBe('/login');
    expect(router.location.search).toBe('?next=%2Faccount');
  });

  it('signs out with a message when the server rejects the token, and offers the way back', async () => {
    setUserSession('expired-token', profile);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Please sign in again.', code: 'unauthorized' })),
    );
    const router = renderAccount();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.search).toBe('?next=%2Faccount');
    expect(getUserSession()).toBeNull();
    expect(takeFlashMessage()).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('updates the name, says so, and updates the stored user for the nav bar', async () => {
    setUserSession('token-1', { ...profile, createdAt: undefined } as never);
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/users/customerData') return json(200, profile);
      expect(url).toBe('/api/users/c1');
      expect(JSON.parse(init.body as string)).toEqual({ fullName: 'Ravi K', phone: '9876543210' });
      return json(200, { ...profile, name: 'Ravi K', message: 'Profile updated successfully.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAccount('/account?tab=update');
    const name = await screen.findByLabelText('Full name');
    expect(screen.getByLabelText('Phone')).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Ravi K');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdateSuccess)).toBeInTheDocument();
    expect(getUserSession()?.user?.name).toBe('Ravi K');
  });

  it("shows the server's message when the update fails, else the spec's fallback", async () => {
    setUserSession('token-1', profile);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/users/customerData' ? json(200, profile) : json(500, {}),
      ),
    );
    const user = userEvent.setup();
    renderAccount('/account?tab=update');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.profileUpdateFailed);
  });

  it('lists the bookings newest first with status colours', async () => {
    setUserSession('token-1', profile);
    const older = booking({
      _id: 'b-old',
      carName: 'Maruti Swift',
      status: 'Confirmed',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const newer = booking({ _id: 'b-new', createdAt: '2026-11-20T00:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/users/customerData' ? json(200, profile) : json(200, [older, newer]),
      ),
    );
    renderAccount('/account?tab=bookings');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Hyundai Creta');
    expect(within(cards[0]!).getByText('Pending')).toHaveClass('text-bg-warning');
    expect(within(cards[1]!).getByText('Confirmed')).toHaveClass('text-bg-primary');
    expect(cards[0]).toHaveTextContent('TS0920190012345');
    expect(cards[0]).toHaveTextContent('12 Lake Road');
    expect(within(cards[0]!).getByText(/Booked on/)).toBeInTheDocument();
  });

  it('says so when there are no bookings', async () => {
    setUserSession('token-1', profile);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/users/customerData' ? json(200, profile) : json(200, []),
      ),
    );
    renderAccount('/account?tab=bookings');
    expect(await screen.findByText(MESSAGES.noBookings)).toBeInTheDocument();
  });
});
