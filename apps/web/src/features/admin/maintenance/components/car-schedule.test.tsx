import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarSchedule as Schedule } from '@rental/shared/blocks';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { CarSchedule } from './car-schedule';

function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    carId: 'car1',
    from: '2026-11-01',
    days: 61,
    bufferMinutes: 120,
    bookings: [
      {
        // 16:30 to 20:30 UTC on the 27th: only Kolkata time puts its end on the 28th.
        _id: 'b1',
        customerName: 'Lakshmi Rao',
        status: 'Confirmed',
        pickupDateTime: '2026-11-27T22:00:00.000+05:30',
        returnDateTime: '2026-11-28T02:00:00.000+05:30',
      },
      {
        _id: 'b2',
        customerName: 'Arjun Mehta',
        status: 'Cancelled',
        pickupDateTime: '2026-11-20T10:00:00.000+05:30',
        returnDateTime: '2026-11-21T10:00:00.000+05:30',
      },
    ],
    blocks: [
      {
        _id: 'k1',
        carId: 'car1',
        from: '2026-12-05T09:00:00.000+05:30',
        to: '2026-12-06T18:00:00.000+05:30',
        reason: 'Periodic service',
        createdAt: '2026-11-01T10:00:00.000+05:30',
        createdBy: 'admin@example.com',
      },
    ],
    ...overrides,
  };
}

const day = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}`) });

function renderSchedule(answer = schedule()) {
  const calls = stubFetch(() => json(answer));
  renderAdmin(<CarSchedule carId="car1" today="2026-11-10" />);
  return calls;
}

describe('car schedule calendar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for this month and the next, Monday first', async () => {
    const calls = renderSchedule();
    await screen.findByText('Lakshmi Rao');
    expect(calls[0]!.url.pathname).toBe('/api/cars/car1/schedule');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      from: '2026-11-01',
      days: '61',
    });
    const [november, december] = screen.getAllByRole('grid');
    expect(november).toHaveAccessibleName('November 2026');
    expect(december).toHaveAccessibleName('December 2026');
    const headers = within(november!).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // 1 November 2026 is a Sunday: the last column of the first week.
    const firstWeek = within(november!).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell')).toHaveLength(1);
  });

  it('marks both Kolkata days of a booking that crosses midnight', async () => {
    renderSchedule();
    await screen.findByText('Lakshmi Rao');
    expect(day('Friday, 27 November 2026')).toHaveAccessibleName(
      'Friday, 27 November 2026: Confirmed booking. Busy 20:00–24:00 incl. cleaning',
    );
    expect(day('Saturday, 28 November 2026')).toHaveAccessibleName(
      'Saturday, 28 November 2026: Confirmed booking. Busy 00:00–04:00 incl. cleaning',
    );
    expect(day('Sunday, 29 November 2026')).toHaveAccessibleName(
      'Sunday, 29 November 2026: nothing scheduled',
    );
    expect(day('Thursday, 26 November 2026')).toHaveAccessibleName(
      'Thursday, 26 November 2026: nothing scheduled',
    );
  });

  it('marks blocks apart from bookings, and not cancelled bookings', async () => {
    renderSchedule();
    await screen.findByText('Lakshmi Rao');
    expect(day('Saturday, 5 December 2026')).toHaveAccessibleName(
      'Saturday, 5 December 2026: Maintenance. Busy 07:00–24:00 incl. cleaning',
    );
    expect(day('Sunday, 6 December 2026')).toHaveAccessibleName(
      'Sunday, 6 December 2026: Maintenance. Busy 00:00–20:00 incl. cleaning',
    );
    expect(day('Friday, 20 November 2026')).toHaveAccessibleName(
      'Friday, 20 November 2026: nothing scheduled',
    );
    const bars = day('Saturday, 5 December 2026').querySelectorAll('.month-calendar__bar');
    expect([...bars].map((b) => b.className)).toEqual([
      'month-calendar__bar tone-danger is-striped',
    ]);
    expect(day('Friday, 27 November 2026').querySelector('.tone-success')).not.toBeNull();
  });

  it('shows a legend of every mark and today', async () => {
    renderSchedule();
    const legend = await screen.findByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Confirmed booking',
      'Pending booking',
      'Completed booking',
      'Maintenance',
      'Today',
    ]);
    expect(day('Tuesday, 10 November 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('lists the bookings and blocks of the window by start', async () => {
    renderSchedule();
    await screen.findByText('Lakshmi Rao');
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('.list-group'));
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Cancelled.*Arjun Mehta.*20 Nov 2026, 10:00 am.*21 Nov 2026/),
      expect.stringMatching(/Confirmed.*Lakshmi Rao.*27 Nov 2026, 10:00 pm.*28 Nov 2026, 2:00 am/),
      expect.stringMatching(/Maintenance.*Periodic service.*5 Dec 2026, 9:00 am.*6 Dec 2026/),
    ]);
  });

  it('moves through the days with the keyboard and narrows the list to the chosen day', async () => {
    renderSchedule();
    const user = userEvent.setup();
    await screen.findByText('Lakshmi Rao');
    const today = day('Tuesday, 10 November 2026');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(day('Wednesday, 11 November 2026')).toHaveAttribute('tabindex', '-1');

    // Earlier month, Later month ('This month' is disabled), then the one day in the tab order.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(today).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(day('Friday, 27 November 2026')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(day('Friday, 27 November 2026')).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('heading', { name: 'Bookings and blocks on Friday, 27 November 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lakshmi Rao')).toBeInTheDocument();
    expect(screen.queryByText('Periodic service')).not.toBeInTheDocument();

    await user.keyboard('{PageDown}');
    expect(day('Sunday, 27 December 2026')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show both months' }));
    expect(screen.getByText('Periodic service')).toBeInTheDocument();
  });

  it('says the hours a day is held, cleaning included, for the chosen day', async () => {
    renderSchedule();
    const user = userEvent.setup();
    await screen.findByText('Lakshmi Rao');
    await user.click(day('Saturday, 28 November 2026'));
    expect(screen.getByTestId('day-busy-hours')).toHaveTextContent(
      'Busy 00:00–04:00 incl. cleaning',
    );
    await user.click(day('Saturday, 5 December 2026'));
    expect(screen.getByTestId('day-busy-hours')).toHaveTextContent(
      'Busy 07:00–24:00 incl. cleaning',
    );
  });

  it('shows the next months on request', async () => {
    const calls = renderSchedule();
    const user = userEvent.setup();
    await screen.findByText('Lakshmi Rao');
    await user.click(screen.getByRole('button', { name: 'Later month' }));
    await screen.findByRole('grid', { name: 'January 2027' });
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({
      from: '2026-12-01',
      days: '62',
    });
  });
});
