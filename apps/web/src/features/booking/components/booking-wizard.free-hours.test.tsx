import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '@rental/shared/delivery';
import {
  expectStep,
  goToSummary,
  json,
  renderWizard,
  runOnBookingClock,
  setup,
  stubApi,
} from '../testing';

// docs/product.md#doorstep-delivery: a full hour's refusal offers the nearest free hours as
// buttons; a pick moves the leg's time there, the quote follows, and the renter books again.

runOnBookingClock();

/** The 409 for fillSchedule's pickup (28 Nov, 10:00) or return (29 Nov, 18:00). */
const fullHour = (leg: 'pickup' | 'return') =>
  json(409, {
    error: DELIVERY_MESSAGES.slotFull,
    code: 'delivery_slot_full',
    fields: { [`delivery.${leg}`]: DELIVERY_MESSAGES.slotFull },
    freeHours:
      leg === 'pickup'
        ? [
            { date: '2026-11-28', time: '11:00' },
            { date: '2026-11-28', time: '09:00' },
          ]
        : [{ date: '2026-11-29', time: '17:00' }],
  });

const quotedTimes = (urls: string[]) =>
  urls
    .filter((u) => u.includes('/api/quote'))
    .map((u) => new URL(u, 'http://localhost').searchParams)
    .map((q) => ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'].map((k) => q.get(k)))
    .map((v) => v.join(' '));

describe('booking wizard, a full delivery hour', () => {
  it('offers the free hours of the pickup and moves the pickup to the one picked', async () => {
    const book = vi.fn().mockResolvedValueOnce(fullHour('pickup'));
    const urls = stubApi(book);
    const user = setup();
    renderWizard();
    await goToSummary(user);

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.slotFull)).toBeInTheDocument();
    const offer = screen.getByRole('group', { name: 'Free hours to bring the car' });
    const hours = within(offer).getAllByRole('button');
    // In words and India time; the exact commas are the browser's locale data.
    expect(hours).toHaveLength(2);
    expect(hours[0]).toHaveTextContent(/^Sat, 28 Nov,? 2026, 11:00 am$/);
    expect(hours[1]).toHaveTextContent(/^Sat, 28 Nov,? 2026, 9:00 am$/);

    // Keyboard reachable: Tab lands on the first hour, Enter picks it.
    hours[0]!.focus();
    await user.keyboard('{Enter}');
    const moved = await screen.findByText(/^Moved to /);
    expect(moved).toHaveAttribute('role', 'status');
    expect(moved).toHaveTextContent(DELIVERY_MESSAGES.hourChosen(hours[0]!.textContent!.trim()));
    expect(moved).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Free hours to bring the car' })).toBeNull();
    await expectStep('Booking Summary');
    // The quote is asked again for the new pickup time; the return stays as typed.
    await waitFor(() => expect(quotedTimes(urls)).toContain('2026-11-28 11:00 2026-11-29 18:00'));
  });

  it('moves the return when the full hour was the collection', async () => {
    const book = vi.fn().mockResolvedValueOnce(fullHour('return'));
    const urls = stubApi(book);
    const user = setup();
    renderWizard();
    await goToSummary(user);

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const offer = await screen.findByRole('group', { name: 'Free hours to collect the car' });
    await user.click(within(offer).getByRole('button', { name: /29 Nov,? 2026, 5:00 pm/ }));
    await waitFor(() => expect(quotedTimes(urls)).toContain('2026-11-28 10:00 2026-11-29 17:00'));
  });
});
