import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  busyAnswer,
  car,
  json,
  reachSchedule,
  renderWizard,
  runOnBookingClock,
  setValue,
  setup,
} from '../testing';

runOnBookingClock();

// docs/product.md#availability: for a car rented by the hour, the wizard offers only the numbers
// of hours that keep clear of another rental and its 2-hour cleaning gap, and says the pickup
// day's busy hours.

const hourlyCar = { ...car, pricePerHour: 300, minHours: 4 };

describe('booking wizard hours around another rental', () => {
  it('offers no number of hours that runs into a rental plus its cleaning gap', async () => {
    // Another renter has the car 16:00-20:00 on the 28th: held 14:00-22:00 with cleaning.
    const other = { from: '2026-11-28T16:00:00.000+05:30', to: '2026-11-28T20:00:00.000+05:30' };
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/busy')) return Promise.resolve(busyAnswer([other]));
      return Promise.resolve(json(404, { error: 'Not found', code: 'not_found' }));
    });
    const user = setup();
    renderWizard(undefined, undefined, hourlyCar);
    await reachSchedule(user);
    setValue('Pickup date', '2026-11-28');
    setValue('Pickup time', '08:00');
    const hours = screen.getByLabelText('Rent by the hour');
    // 08:00 + 6 h = 14:00, the start of the cleaning gap: the longest rental that fits.
    await waitFor(() =>
      expect(
        within(hours)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Return at the time below', '4 hours', '5 hours', '6 hours']),
    );
    expect(hours).toHaveAccessibleDescription(/This day: Busy 14:00–22:00 incl\. cleaning\./);
    await user.selectOptions(hours, '6');
    expect(screen.getByLabelText('Return time')).toHaveValue('14:00');
  });

  it('offers every number of hours on a free day', async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).includes('/busy')
          ? busyAnswer([])
          : json(404, { error: 'Not found', code: 'not_found' }),
      ),
    );
    const user = setup();
    renderWizard(undefined, undefined, hourlyCar);
    await reachSchedule(user);
    setValue('Pickup date', '2026-11-28');
    setValue('Pickup time', '08:00');
    const hours = screen.getByLabelText('Rent by the hour');
    await waitFor(() => expect(within(hours).getAllByRole('option')).toHaveLength(21));
    expect(hours).not.toHaveAccessibleDescription(/This day/);
  });
});
