import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@/test/make-car';
import { renderRoutes } from '@/test/render-routes';
import { CarAvailability } from './car-availability';

// docs/product.md#availability: the car page's calendar tells a day booked for some hours from a
// day booked all day, and says the busy hours of the day tapped or focused.

const intervals = [
  // 10:00-14:00 on the 24th: busy 08:00-16:00 with the cleaning buffer.
  { from: '2026-11-24T10:00:00.000+05:30', to: '2026-11-24T14:00:00.000+05:30' },
  // The 27th 09:00 to the 29th 10:00: the 28th is busy all day.
  { from: '2026-11-27T09:00:00.000+05:30', to: '2026-11-29T10:00:00.000+05:30' },
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+05:30'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        carId: 'car',
        available: true,
        from: '2026-11-20',
        days: 42,
        bufferMinutes: 120,
        intervals,
      }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCalendar() {
  renderRoutes([
    {
      path: '/',
      element: <CarAvailability car={makeCar()} dates={{ from: '', to: '' }} onChange={() => {}} />,
    },
  ]);
}

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('the car page calendar by the hour', () => {
  it('marks a partly busy day apart from a fully busy one, with a legend for each', async () => {
    renderCalendar();
    await screen.findByText(
      'Tuesday, 24 November 2026: Booked for some hours. Busy 08:00–16:00 incl. cleaning',
    );
    expect(day('2026-11-24')).toHaveClass('is-marked');
    expect(day('2026-11-24').querySelector('.month-calendar__bar')).toHaveClass('is-partial');
    expect(day('2026-11-28')).toHaveTextContent('Saturday, 28 November 2026: Booked all day');
    expect(day('2026-11-28').querySelector('.month-calendar__bar')).not.toHaveClass('is-partial');
    expect(day('2026-11-25')).toHaveTextContent('Wednesday, 25 November 2026: free');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Booked all day')).toBeInTheDocument();
    expect(within(legend).getByText('Booked for some hours')).toBeInTheDocument();
  });

  it('says the busy hours of the day tapped or focused', async () => {
    renderCalendar();
    await screen.findByText(/Busy 08:00–16:00/);
    fireEvent.focus(day('2026-11-24'));
    const note = document.querySelector('.car-availability__hours')!;
    expect(note).toHaveTextContent('Tuesday, 24 November: Busy 08:00–16:00 incl. cleaning');
    fireEvent.focus(day('2026-11-27'));
    expect(note).toHaveTextContent('Friday, 27 November: Busy 07:00–24:00 incl. cleaning');
    fireEvent.focus(day('2026-11-28'));
    expect(note).toHaveTextContent('Saturday, 28 November: Busy all day');
    fireEvent.focus(day('2026-11-25'));
    expect(note).toHaveTextContent('Wednesday, 25 November: Free all day');
  });
});
