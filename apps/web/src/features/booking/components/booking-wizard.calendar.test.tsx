import { MESSAGES } from '@rental/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PROFILE,
  busyAnswer,
  expectStep,
  fillSchedule,
  json,
  next,
  reachSchedule,
  renderWizard,
  runOnBookingClock,
  setValue,
  setup,
  type User,
} from '../testing';

runOnBookingClock();

describe('booking wizard and the car calendar (search by dates)', () => {
  /** GET /api/cars/{id}/busy answers these intervals; nothing else is called before Book Now. */
  function stubBusy(intervals: { from: string; to: string }[]) {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('/busy')
        ? busyAnswer(intervals)
        : json(404, { error: 'Not found', code: 'not_found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  async function toSchedule(user: User, dateOfBirth?: string) {
    await reachSchedule(user, dateOfBirth);
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
    expect(await screen.findByText(MESSAGES.carTakenForPeriod)).toBeInTheDocument();
    await next(user);
    await expectStep('Booking Schedule');
    await waitFor(() => expect(screen.getByLabelText('Pickup date')).toHaveFocus());

    // The 29th from 10:00 is still too close: the cleaning buffer ends at 22:00 on the 28th...
    setValue('Pickup date', '2026-11-28');
    setValue('Pickup time', '21:00');
    expect(await screen.findByText(MESSAGES.carTakenForPeriod)).toBeInTheDocument();
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
