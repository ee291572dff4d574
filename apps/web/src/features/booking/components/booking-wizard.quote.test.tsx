import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import { makeBooking } from '@/test/make-booking';
import {
  busyAnswer,
  car,
  fillSchedule,
  goToSummary,
  json,
  reachSchedule,
  renderWizard,
  runOnBookingClock,
  setValue,
  setup,
  stubApi,
} from '../testing';

runOnBookingClock();

// docs/product.md#rate-plans: the wizard shows the server's quote, offers hours for a car with
// an hourly price and the km plans a car has, and books what it quoted.

const hourlyCar = { ...car, pricePerHour: 300, minHours: 4, unlimitedKmPerDay: 500 };

/** The quote requests sent, as their query parameters. */
function quoteQueries(urls: string[]) {
  return urls
    .filter((url) => url.startsWith('/api/quote'))
    .map((url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));
}

describe('booking wizard quote', () => {
  it('shows every line of the server quote, whatever its kind', async () => {
    const answer = {
      lines: [
        { kind: 'rental', plan: 'weekly', label: '1 week × ₹14,000', amount: 14000 },
        { kind: 'delivery', label: 'Doorstep delivery', amount: 400 },
        { kind: 'km_plan', label: 'Limited km: 2,100 km included', amount: 0 },
      ],
      total: 14400,
      plan: 'weekly',
      hours: null,
      days: 7,
      kmPlan: 'limited',
      kmAllowance: 2100,
      rentalAmount: 14000,
      discount: 0,
    };
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      Promise.resolve(String(input).includes('/quote') ? json(200, answer) : busyAnswer([])),
    );
    const user = setup();
    renderWizard();
    await reachSchedule(user);
    await fillSchedule(user);
    const lines = await screen.findByTestId('quote-lines');
    expect(within(lines).getByText('Doorstep delivery').nextSibling).toHaveTextContent('₹400');
    expect(within(lines).getByText('Limited km: 2,100 km included').nextSibling).toHaveTextContent(
      'Included',
    );
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₹14,400');
  });

  it('offers the return by the hour and asks the price of those hours', async () => {
    const urls = stubApi(() => Promise.reject(new Error('no other call')));
    const user = setup();
    renderWizard(undefined, undefined, hourlyCar);
    await reachSchedule(user);
    const hours = screen.getByLabelText('Rent by the hour');
    expect(hours).toBeDisabled();
    setValue('Pickup date', '2026-11-28');
    setValue('Pickup time', '10:00');
    expect(hours).toBeEnabled();
    // The 4-hour minimum is the first choice.
    expect(within(hours).getAllByRole('option')[1]).toHaveTextContent('4 hours');
    await user.selectOptions(hours, '6');
    expect(screen.getByLabelText('Return date')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('Return time')).toHaveValue('16:00');
    await screen.findByTestId('quote-lines');
    await waitFor(() =>
      expect(quoteQueries(urls)).toContainEqual(
        expect.objectContaining({
          carId: 'car-1',
          pickupDate: '2026-11-28',
          pickupTime: '10:00',
          returnDate: '2026-11-28',
          returnTime: '16:00',
          kmPlan: 'limited',
        }),
      ),
    );
  });

  it('offers unlimited km when the car has it, prices it and books it', async () => {
    const books = vi.fn(() =>
      Promise.resolve(json(201, makeBooking({ _id: 'bk-9', carName: 'Hyundai Creta' }))),
    );
    stubApi(books);
    localStorage.setItem('userToken', 'token-1');
    const user = setup();
    renderWizard(undefined, undefined, hourlyCar);
    await reachSchedule(user);
    const group = screen.getByRole('group', { name: 'Kilometres' });
    expect(within(group).getByLabelText(/Limited km/)).toBeChecked();
    await user.click(within(group).getByLabelText(/Unlimited km/));
    await fillSchedule(user);
    const lines = await screen.findByTestId('quote-lines');
    expect(
      (await within(lines).findByText('Unlimited km: 2 days × ₹500')).nextSibling,
    ).toHaveTextContent('₹1,000');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₹6,000');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Book Now' });
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('₹6,000');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByText(/Booking received!/);
    const [, init] = books.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ kmPlan: 'unlimited' });
  });

  it('hides the km choice for a car with limited km only', async () => {
    stubApi(() => Promise.reject(new Error('no other call')));
    const user = setup();
    renderWizard();
    await reachSchedule(user);
    expect(screen.queryByRole('group', { name: 'Kilometres' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rent by the hour')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it cannot price the period", async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).includes('/quote')
          ? json(404, { error: 'Car not found.', code: 'not_found' })
          : json(500, {}),
      ),
    );
    const user = setup();
    renderWizard();
    await goToSummary(user);
    expect(await screen.findByText('Car not found.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.quoteFailed)).not.toBeInTheDocument();
  });
});
