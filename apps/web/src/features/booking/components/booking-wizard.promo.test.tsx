import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/make-booking';
import { PROMO_MESSAGES } from '@rental/shared/promo';
import {
  busyAnswer,
  goToSummary,
  json,
  quoteAnswer,
  renderWizard,
  runOnBookingClock,
  setup,
} from '../testing';

runOnBookingClock();

// docs/product.md#promo-codes: the summary's code is checked by the server, shows the discount
// and the new total or the refusal, can be removed, and goes with the booking.

const APPLIED = {
  code: 'MONSOON10',
  description: '10 % off',
  totalDays: 2,
  rentalAmount: 5000,
  discount: 500,
  totalAmount: 4500,
};

describe('booking wizard promo code', () => {
  it('refuses a wrong code, applies a right one, removes it, and books with it', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/busy')) return Promise.resolve(busyAnswer([]));
      if (url.includes('/api/quote')) return Promise.resolve(quoteAnswer(url));
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push({ url, body });
      if (url.endsWith('/promo-codes/check')) {
        return Promise.resolve(
          body.code === 'monsoon10'
            ? json(200, APPLIED)
            : json(422, {
                error: PROMO_MESSAGES.unknown,
                code: 'promo_refused',
                fields: { promoCode: PROMO_MESSAGES.unknown },
              }),
        );
      }
      return Promise.resolve(
        json(201, makeBooking({ _id: 'bk-1', carName: 'Hyundai Creta', ...APPLIED })),
      );
    });
    localStorage.setItem('userToken', 'token-1');
    const user = setup();
    renderWizard();
    await goToSummary(user);

    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_MESSAGES.unknown)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]).toMatchObject({
      url: '/api/promo-codes/check',
      body: { code: 'WRONG', carId: 'car-1', pickupDate: '2026-11-28', returnTime: '18:00' },
    });

    await user.clear(field);
    await user.type(field, 'monsoon10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'MONSOON10 applied: 10 % off, you save ₹500.',
    );
    // The server's quote, asked again with the code, carries the discount line and the total.
    const lines = screen.getByTestId('quote-lines');
    expect(
      (await within(lines).findByText('Promo code MONSOON10 (10 % off)')).nextSibling,
    ).toHaveTextContent('−₹500');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₹4,500');

    await user.click(screen.getByRole('button', { name: 'Remove promo code MONSOON10' }));
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('₹5,000'));
    await user.type(screen.getByLabelText('Promo code'), 'monsoon10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('MONSOON10 applied');

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByText(/Booking received!/);
    expect(calls.at(-1)).toMatchObject({
      url: '/api/bookings/book',
      body: { carId: 'car-1', promoCode: 'MONSOON10' },
    });
  });
});
