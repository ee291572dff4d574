import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import { makeBooking } from '@/test/make-booking';
import {
  expectStep,
  goToSummary,
  json,
  next,
  renderWizard,
  runOnBookingClock,
  setup,
  stubApi,
} from '../testing';

runOnBookingClock();

/** The busy and quote reads are answered by stubApi, so the given mock sees only the bookings. */
const stubFetch = stubApi;

/** The Idempotency-Key of every booking sent, in order. */
const idempotencyKeys = (fetchMock: Mock) =>
  fetchMock.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
  );

describe('booking wizard submit', () => {
  it('summarises the booking, shows Booking... and moves to /thank-you 3 s after success', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    stubFetch(fetchMock);
    localStorage.setItem('userToken', 'token-1');
    const user = setup();
    const router = renderWizard();
    await goToSummary(user);

    const lines = await screen.findByTestId('quote-lines');
    expect(within(lines).getByText('2 days × ₹2,500').nextSibling).toHaveTextContent('₹5,000');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₹5,000');
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
      kmPlan: 'limited',
      country: 'India',
      notes: 'Child seat please',
    });

    await act(async () =>
      answer(
        json(
          201,
          makeBooking({
            _id: 'bk-42',
            reference: 'BK-42',
            carName: 'Hyundai Creta',
            totalAmount: 5000,
            totalDays: 2,
            heldUntil: '2026-11-20T22:00:00+05:30',
            advance: { amount: 1250, upiLink: null },
          }),
        ),
      ),
    );
    expect(await screen.findByText(/Booking received!/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.location.pathname).toBe('/book/car-1');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.location.pathname).toBe('/thank-you');
    expect(JSON.parse(screen.getByTestId('thank-you-state').textContent!)).toMatchObject({
      bookingId: 'bk-42',
      reference: 'BK-42',
      branch: 'Boduppal',
      carName: 'Hyundai Creta',
      totalAmount: 5000,
      heldUntil: '2026-11-20T22:00:00+05:30',
      advanceAmount: 1250,
      lines: [
        { kind: 'rental', label: '2 days', amount: 3600 },
        { kind: 'km_plan', label: 'Limited km: 600 km included', amount: 0 },
      ],
      gstRatePercent: 18,
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
    const keys = idempotencyKeys(fetchMock);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says clearly when the renter already holds the most Pending bookings allowed', async () => {
    stubFetch(
      vi
        .fn()
        .mockResolvedValue(
          json(409, { error: PAYMENT_MESSAGES.tooManyPending(2), code: 'too_many_pending' }),
        ),
    );
    const user = setup();
    renderWizard();
    await goToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.tooManyPending(2));
    expect(within(alert).getByRole('link', { name: 'See my bookings' })).toHaveAttribute(
      'href',
      '/account?tab=bookings',
    );
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
        json(201, makeBooking({ _id: 'bk-7', carName: 'Hyundai Creta', totalAmount: 5000 })),
      );
    stubFetch(fetchMock);
    const user = setup();
    renderWizard();
    await goToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(MESSAGES.bookingFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(/Booking received!/)).toBeInTheDocument();
    const keys = idempotencyKeys(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
