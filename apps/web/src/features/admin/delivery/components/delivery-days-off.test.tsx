import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryArea } from '@rental/shared/delivery';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { DeliveryDaysOff } from './delivery-days-off';

afterEach(() => vi.unstubAllGlobals());

const area: DeliveryArea = {
  branch: 'Boduppal',
  slotsPerHour: 2,
  pins: [{ pin: '500039', fee: 199 }],
  daysOff: ['2026-12-21'],
};

describe('DeliveryDaysOff', () => {
  it('names each day off in words and switches one back on', async () => {
    const calls = stubFetch(() => json({ ...area, daysOff: [] }));
    renderAdmin(<DeliveryDaysOff area={area} />);
    expect(screen.getByText('Monday, 21 December 2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-12-21')).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: /^Switch back on\s*for Monday, 21 December 2026$/ }),
    );
    const put = calls.find((c) => c.method !== 'GET')!;
    expect(JSON.parse(put.body as string)).toEqual({ date: '2026-12-21', off: false });
  });
});
