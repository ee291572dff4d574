import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DispatchItem } from '@rental/shared/reports';
import { DispatchList } from './dispatch-list';

const item = (over: Partial<DispatchItem>): DispatchItem => ({
  bookingId: 'd06e38fb-3c55-40e9-964b-7e76fefccc3e',
  at: '2026-11-28T13:00:00.000+05:30',
  customerName: 'Ananya Reddy',
  customerPhone: '9666030119',
  carName: 'Honda City',
  carNumber: 'TS 09 CD 4521',
  status: 'Confirmed',
  handover: 'waiting',
  ...over,
});

function list(kind: 'pickups' | 'returns', items: DispatchItem[]) {
  render(
    <MemoryRouter>
      <DispatchList id="t" title="Today" empty="None." items={items} kind={kind} />
    </MemoryRouter>,
  );
  return screen.getByRole('listitem');
}

describe('the day’s pickups and returns', () => {
  it('offers Hand over with the booking’s short reference', () => {
    const row = list('pickups', [item({})]);
    expect(row).toHaveTextContent('Honda City · TS 09 CD 4521 · Booking FEFCCC3E');
    expect(
      within(row).getByRole('link', { name: 'Hand over: Ananya Reddy, Honda City' }),
    ).toHaveAttribute('href', '/admin/bookings/d06e38fb-3c55-40e9-964b-7e76fefccc3e/pickup');
  });

  it('says a pickup was handed over instead of leaving the row looking undone', () => {
    const row = list('pickups', [item({ handover: 'out' })]);
    expect(within(row).queryByRole('link', { name: /^Hand over/ })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Handed over');
  });

  it('says a return was taken back', () => {
    const row = list('returns', [item({ status: 'Completed', handover: 'back' })]);
    expect(within(row).queryByRole('link', { name: /^Take back/ })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Taken back');
  });
});
