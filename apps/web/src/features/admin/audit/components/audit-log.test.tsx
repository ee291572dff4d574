import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { AuditLog } from './audit-log';

const BOOKING = '2b7c1f0e-aaaa-bbbb-cccc-1234abcd5678';

const entry: AuditEntry = {
  id: 'e1',
  at: '2026-12-01T04:30:00.000Z',
  actor: {
    id: 'staff-1',
    name: 'Ravi Teja',
    email: 'ravi@example.com',
    role: 'staff',
    branch: 'Boduppal',
  },
  action: 'booking.status',
  entity: 'booking',
  entityId: BOOKING,
  bookingId: BOOKING,
  carId: 'car-1',
  before: { status: 'Pending' },
  after: { status: 'Confirmed' },
  document: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('AuditLog', () => {
  it('shows who, when, what and the change, and filters through the address', async () => {
    const calls = stubFetch(({ url }) => {
      if (url.pathname === '/api/admin/audit/actors') {
        return json([
          { id: 'staff-1', name: 'Ravi Teja', email: 'ravi@example.com', role: 'staff' },
        ]);
      }
      if (url.pathname === '/api/cars') return json([]);
      return json([entry], { headers: { [TOTAL_COUNT_HEADER]: '60' } });
    });
    const { router } = renderAdmin(<AuditLog />, { path: '/admin/audit' });

    const card = (await screen.findByText('Ravi Teja (Boduppal staff)')).closest('li')!;
    expect(card).toHaveTextContent(
      'Ravi Teja (Boduppal staff) moved booking ABCD5678 from Pending to Confirmed',
    );
    expect(card).toHaveTextContent('1 Dec 2026, 10:00 am IST');
    expect(within(card).getByText('Status')).toBeInTheDocument();
    expect(card).toHaveTextContent('Pending → Confirmed');
    expect(screen.getByText('60 changes, newest first · page 1 of 3')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Person'), 'staff-1');
    await user.type(screen.getByLabelText('Booking ref or id'), 'abcd5678');
    await user.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(router.location.search).toBe('?actor=staff-1&booking=abcd5678');
    const last = calls.filter((c) => c.url.pathname === '/api/admin/audit').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      actorId: 'staff-1',
      bookingId: 'abcd5678',
      limit: '25',
    });

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(router.location.search).toBe('?actor=staff-1&booking=abcd5678&page=2');
    expect(calls.at(-1)!.url.searchParams.get('offset')).toBe('25');
  });
});
