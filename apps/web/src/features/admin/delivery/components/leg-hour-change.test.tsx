import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DispatchLeg } from '@rental/shared/delivery';
import { DELIVERY_MESSAGES } from '@rental/shared/messages';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { LegHourChange } from './leg-hour-change';

afterEach(() => vi.unstubAllGlobals());

const leg: DispatchLeg = {
  bookingId: 'bk-1',
  leg: 'pickup',
  at: '2026-12-05T09:00:00.000+05:30',
  line: '12-2-34, MG Road',
  landmark: '',
  pin: '500039',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=500039',
  fee: 300,
  state: 'scheduled',
  driverId: null,
  driverName: null,
  renterName: 'Asha Reddy',
  renterPhone: '9876543210',
  carName: 'Swift',
  carNumber: 'TS 08 AB 1234',
};

describe('LegHourChange', () => {
  it('moves the leg, and on a full hour shows the refusal and books a free hour', async () => {
    const calls = stubFetch((call) => {
      const body = JSON.parse(String(call.body)) as { time: string };
      return body.time === '11:00'
        ? json(
            {
              error: DELIVERY_MESSAGES.slotFull,
              code: 'delivery_slot_full',
              fields: { 'delivery.pickup': DELIVERY_MESSAGES.slotFull },
              freeHours: [{ date: '2026-12-05', time: '12:00' }],
            },
            { status: 409 },
          )
        : json({ legs: [], changeUntil: { pickup: '', return: '' } });
    });
    renderAdmin(<LegHourChange leg={leg} />);
    const time = screen.getByLabelText('Move to another time this day');
    expect(time).toHaveValue('09:00');
    await userEvent.clear(time);
    await userEvent.type(time, '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.slotFull)).toBeInTheDocument();
    const free = screen.getByRole('group', { name: 'Free hours' });
    await userEvent.click(free.querySelector('button')!);
    expect(await screen.findByText('Moved; the renter has been told.')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.url.pathname)).toEqual([
      '/api/bookings/bk-1/delivery/pickup',
      '/api/bookings/bk-1/delivery/pickup',
    ]);
    expect(JSON.parse(String(puts[1]!.body))).toEqual({ date: '2026-12-05', time: '12:00' });
  });
});
