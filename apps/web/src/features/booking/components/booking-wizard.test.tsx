import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import { PERIOD_TAKEN_MESSAGE } from '../../../api/car-busy';
import { BookingWizard, type BookingProfile } from './booking-wizard';

const car: Car = {
  _id: 'car-1',
  name: 'Hyundai Creta',
  brand: 'Hyundai',
  type: 'SUV',
  fuel: 'Diesel',
  seats: 5,
  transmission: 'Manual',
  price: 2500,
  rating: 4.6,
  available: true,
  featured: true,
  images: [],
  thumbnails: [],
  description: 'A comfortable SUV.',
  features: ['AC'],
  registrationNumber: 'TS08AB1234',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const PROFILE: BookingProfile = {
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: 'ravi@example.com',
};

function ThankYouProbe() {
  return <pre data-testid="thank-you-state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderWizard(
  profile: BookingProfile | null = PROFILE,
  initialDates?: { from: string; to: string },
) {
  const router = createMemoryRouter(
    [
      {
        path: '/book/:id',
        element: <BookingWizard car={car} profile={profile} initialDates={initialDates} />,
      },
      { path: '/thank-you', element: <ThankYouProbe /> },
    ],
    { initialEntries: ['/book/car-1'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

type User = ReturnType<typeof setup>;

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => document.getElementById('booking-step-title')!;
const expectStep = (title: string) => waitFor(() => expect(stepHeading()).toHaveTextContent(title));

/** Date and time inputs take a whole value at once. */
function setValue(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillAddress(user: User) {
  await user.type(await screen.findByLabelText('Full address'), '12 Lake Road, Vanasthalipuram');
  await user.type(screen.getByLabelText('City'), 'Hyderabad');
  await user.type(screen.getByLabelText('State'), 'Telangana');
  await user.type(screen.getByLabelText('PIN code'), '500070');
}

async function fillLicence(user: User, dateOfBirth = '1995-04-12') {
  await screen.findByLabelText('Date of birth');
  setValue('Date of birth', dateOfBirth);
  await user.type(screen.getByLabelText('Driving licence number'), 'TS0920190012345');
  await user.type(screen.getByLabelText('State where the licence was issued'), 'Telangana');
}

async function fillSchedule(user: User) {
  await screen.findByLabelText('Pickup date');
  setValue('Pickup date', '2026-11-28');
  setValue('Pickup time', '10:00');
  setValue('Return date', '2026-11-29');
  setValue('Return time', '18:00');
  await user.type(screen.getByLabelText('Purpose of the trip'), 'Weekend trip');
  await user.type(screen.getByLabelText('Destination'), 'Srisailam');
  await user.click(screen.getByLabelText(/Aadhaar \+ Original Licence/));
}

async function goToSummary(user: User) {
  await next(user);
  await fillAddress(user);
  await next(user);
  await fillLicence(user);
  await next(user);
  await fillSchedule(user);
  await next(user);
  await user.type(await screen.findByRole('textbox', { name: /^Notes/ }), 'Child seat please');
  await next(user);
  await screen.findByRole('button', { name: 'Book Now' });
  await expectStep('Booking Summary');
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The schedule step asks for the car's busy intervals (issue 6): answered here as free, so the
 * given mock sees only the booking calls.
 */
function stubFetch(mock: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
    String(url).includes('/busy')
      ? Promise.resolve(
          json(200, {
            carId: 'car-1',
            available: true,
            from: '2026-11-27',
            days: 5,
            bufferMinutes: 120,
            intervals: [],
          }),
        )
      : mock(String(url), init),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Friday 20 November 2026, 10:00 in Kolkata.
  vi.setSystemTime(new Date('2026-11-20T10:00:00+05:30'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking wizard step gating', () => {
  it('starts on Your Details with the profile read-only', async () => {
    renderWizard();
    await expectStep('Your Details');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('lets the customer type an e-mail when the profile has none, and requires it', async () => {
    const user = setup();
    renderWizard({ ...PROFILE, email: '' });
    const email = screen.getByLabelText('E-mail');
    expect(email).not.toHaveAttribute('readonly');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.bookingStepIncomplete);
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
    await user.type(email, 'ravi@example.com');
    await next(user);
    await expectStep('Address Info');
  });

  it('blocks Next on an incomplete step, with the reasons beside the fields', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await screen.findByLabelText('Full address');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.bookingStepIncomplete);
    await expectStep('Address Info');
    const address = screen.getByLabelText('Full address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    const reason = screen.getByText('Full address is required.');
    expect(address.getAttribute('aria-describedby')).toContain(reason.id);
    expect(screen.getByText('PIN code is required.')).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveFocus());

    await fillAddress(user);
    await next(user);
    await expectStep('License & ID');
    expect(screen.queryByText(MESSAGES.bookingStepIncomplete)).not.toBeInTheDocument();
  });

  it('checks the age of 21 on the licence step', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await fillAddress(user);
    await next(user);
    await fillLicence(user, '2007-03-01');
    await next(user);
    expect(
      await screen.findByText('You must be at least 21 years old on the pickup date.'),
    ).toBeInTheDocument();
    await expectStep('License & ID');
    setValue('Date of birth', '1995-04-12');
    await next(user);
    await expectStep('Booking Schedule');
  });

  it('sets browser minimum dates, refuses a return before the pickup and shows live totals', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await fillAddress(user);
    await next(user);
    await fillLicence(user);
    await next(user);
    expect(await screen.findByLabelText('Pickup date')).toHaveAttribute('min', '2026-11-20');
    await fillSchedule(user);
    expect(screen.getByLabelText('Return date')).toHaveAttribute('min', '2026-11-28');
    expect(screen.getByTestId('total-days')).toHaveTextContent('2');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('₹5,000');

    setValue('Return date', '2026-11-27');
    await next(user);
    expect(await screen.findByText('Return must be after pickup.')).toBeInTheDocument();
    await expectStep('Booking Schedule');
    expect(screen.getByLabelText('Return date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the deposit policy where the documents are chosen', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await fillAddress(user);
    await next(user);
    await fillLicence(user);
    await next(user);
    const group = screen.getByRole('group', { name: 'Original documents you will bring' });
    expect(group).toHaveAccessibleDescription(/refundable cash deposit of ₹30,000/);
  });

  it('keeps typed values when going Back', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await fillAddress(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('Address Info');
    expect(screen.getByLabelText('City')).toHaveValue('Hyderabad');
    expect(screen.getByLabelText('PIN code')).toHaveValue('500070');
  });
});

describe('booking wizard submit', () => {
  it('summarises the booking, shows Booking... and moves to /thank-you 3 s after success', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    stubFetch(fetchMock);
    localStorage.setItem('userToken', 'token-1');
    const user = setup();
    const router = renderWizard();
    await goToSummary(user);

    const summary = document.querySelector<HTMLElement>('.summary-figures')!;
    expect(within(summary).getByText('Per-day rate').nextSibling).toHaveTextContent('₹2,500');
    expect(within(summary).getByText('Total days').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Total amount').nextSibling).toHaveTextContent('₹5,000');
    expect(screen.getByText('Child seat please')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByRole('button', { name: 'Booking...' })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings/book');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(init.body as string)).toMatchObject({
      carId: 'car-1',
      customerEmail: 'ravi@example.com',
      driverLicenseNumber: 'TS0920190012345',
      pickupDate: '2026-11-28',
      country: 'India',
      notes: 'Child seat please',
    });

    await act(async () =>
      answer(
        json(201, { _id: 'bk-42', carName: 'Hyundai Creta', totalAmount: 5000, totalDays: 2 }),
      ),
    );
    expect(await screen.findByText(/Booking received!/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/book/car-1');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(JSON.parse(screen.getByTestId('thank-you-state').textContent!)).toMatchObject({
      bookingId: 'bk-42',
      carName: 'Hyundai Creta',
      totalAmount: 5000,
    });
  });

  it("shows the server's reason when it refuses, keeps the values, and takes a new key next time", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(409, {
          error: 'This car is already booked for those dates. Please choose other dates.',
          code: 'booking_overlap',
        }),
      )
      .mockResolvedValueOnce(json(500, {}));
    stubFetch(fetchMock);
    const user = setup();
    renderWizard();
    await goToSummary(user);

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByText(
        'This car is already booked for those dates. Please choose other dates.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose other dates' }));
    await expectStep('Booking Schedule');
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('Purpose of the trip')).toHaveValue('Weekend trip');

    await next(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    // A body without the server's error gives the spec's fallback.
    expect(await screen.findByText(MESSAGES.bookingFailed)).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
    );
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('puts a field reason from the server beside its field (under 21 on the pickup date)', async () => {
    stubFetch(
      vi.fn().mockResolvedValue(
        json(400, {
          error: 'You must be at least 21 years old on the pickup date.',
          code: 'validation_error',
          fields: { dateOfBirth: 'You must be at least 21 years old on the pickup date.' },
        }),
      ),
    );
    const user = setup();
    renderWizard();
    await goToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You must be at least 21 years old on the pickup date.');
    await user.click(within(alert).getByRole('button', { name: 'Fix it' }));
    await expectStep('License & ID');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reuses the idempotency key when the same booking is sent again after no answer', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json(201, { _id: 'bk-7', carName: 'Hyundai Creta', totalAmount: 5000 }),
      );
    stubFetch(fetchMock);
    const user = setup();
    renderWizard();
    await goToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(MESSAGES.bookingFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(/Booking received!/)).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('booking wizard and the car calendar (issue 6)', () => {
  /** GET /api/cars/{id}/busy answers these intervals; nothing else is called before Book Now. */
  function stubBusy(intervals: { from: string; to: string }[]) {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('/busy')
        ? json(200, {
            carId: 'car-1',
            available: true,
            from: '2026-11-27',
            days: 5,
            bufferMinutes: 120,
            intervals,
          })
        : json(404, { error: 'Not found', code: 'not_found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  async function toSchedule(user: User, dateOfBirth?: string) {
    await next(user);
    await fillAddress(user);
    await next(user);
    await fillLicence(user, dateOfBirth);
    await next(user);
    await expectStep('Booking Schedule');
  }

  it('prefills the schedule step with the dates chosen before', async () => {
    stubBusy([]);
    const user = setup();
    renderWizard(PROFILE, { from: '2026-11-28T10:00', to: '2026-11-29T18:00' });
    await toSchedule(user);
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('Pickup time')).toHaveValue('10:00');
    expect(screen.getByLabelText('Return date')).toHaveValue('2026-11-29');
    expect(screen.getByLabelText('Return time')).toHaveValue('18:00');
    expect(await screen.findByText('The car is free for these dates.')).toBeInTheDocument();
  });

  it('says a taken period is taken as soon as both dates are set, and blocks Next', async () => {
    // Booked on the 28th from 08:00 to 20:00: the 28th 10:00 to the 29th 18:00 overlaps it.
    stubBusy([{ from: '2026-11-28T08:00:00.000+05:30', to: '2026-11-28T20:00:00.000+05:30' }]);
    const user = setup();
    renderWizard();
    await toSchedule(user);
    await fillSchedule(user);
    expect(await screen.findByText(PERIOD_TAKEN_MESSAGE)).toBeInTheDocument();
    await next(user);
    await expectStep('Booking Schedule');
    await waitFor(() => expect(screen.getByLabelText('Pickup date')).toHaveFocus());

    // The 29th from 10:00 is still too close: the cleaning buffer ends at 22:00 on the 28th...
    setValue('Pickup date', '2026-11-28');
    setValue('Pickup time', '21:00');
    expect(await screen.findByText(PERIOD_TAKEN_MESSAGE)).toBeInTheDocument();
    // ...22:00 is not.
    setValue('Pickup time', '22:00');
    expect(await screen.findByText('The car is free for these dates.')).toBeInTheDocument();
    await next(user);
    await expectStep('Additional Notes');
  });

  it('lets a renter who turns 21 soon past the licence step and checks the pickup date', async () => {
    stubBusy([]);
    const user = setup();
    renderWizard();
    // Turns 21 on 25 November 2026.
    await toSchedule(user, '2005-11-25');
    await fillSchedule(user);
    setValue('Pickup date', '2026-11-22');
    await next(user);
    expect(
      await screen.findByText('You must be at least 21 years old on the pickup date.'),
    ).toBeInTheDocument();
    await expectStep('Booking Schedule');
    setValue('Pickup date', '2026-11-28');
    await next(user);
    await expectStep('Additional Notes');
  });
});
