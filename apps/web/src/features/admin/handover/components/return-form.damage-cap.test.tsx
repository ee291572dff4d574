import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnRecord } from '@rental/shared/handover';
import { PROTECTION_MESSAGES } from '@rental/shared/protection';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { BILL, handoverBooking, PICKUP, stubObjectUrls, takeSixPhotos } from '../testing';
import { ReturnScreen } from './handover-screens';

// docs/product.md#protection-plans: the return's damage lines show what the renter's plan cap
// leaves, and staff may lift the cap with a reason, sent as the return's exclusion.

const STANDARD = { planId: 'p2', name: 'Standard', pricePerDay: 199, damageCap: 10_000 };

function serve(onReturn: (call: RecordedCall) => Response) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/bookings/b1/bill-preview') return json(BILL);
    if (path === '/api/bookings/b1/return') return onReturn(call);
    if (path === '/api/bookings/b1')
      return json(handoverBooking({ pickup: PICKUP, protection: STANDARD }));
    return json({ error: 'Not found', code: 'not_found' }, { status: 404 });
  });
}

const recordOf = (call: RecordedCall) =>
  JSON.parse(String((call.body as FormData).get('record'))) as ReturnRecord;

async function damageLine(user: ReturnType<typeof userEvent.setup>, n: number, amount: string) {
  await user.click(screen.getByRole('button', { name: '+ Add a charge' }));
  const line = screen.getByRole('heading', { name: `Charge ${n}` }).closest('li')!;
  await user.selectOptions(within(line).getByLabelText('For'), 'Damage');
  await user.type(within(line).getByLabelText('Description'), `Dent ${n}`);
  await user.type(within(line).getByLabelText('Amount (₹)'), amount);
  await user.click(within(line).getByLabelText('Rear'));
  return line;
}

describe('damage at the return under a protection plan', () => {
  beforeEach(() => {
    stubObjectUrls();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cap left beside each damage line and sends the exclusion with its reason', async () => {
    const saves: ReturnRecord[] = [];
    serve((call) => {
      saves.push(recordOf(call));
      return json({ error: 'Stop here.', code: 'conflict' }, { status: 409 });
    });
    const user = userEvent.setup();
    renderAdmin(<ReturnScreen bookingId="b1" />, {
      path: '/admin/bookings/:id/return',
      url: '/admin/bookings/b1/return',
    });
    await user.type(await screen.findByLabelText('Odometer (km)'), '12100');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await takeSixPhotos(user);
    expect(screen.queryByLabelText("Exclusion (lifts the plan's cap)")).toBeNull();

    const first = await damageLine(user, 1, '8000');
    expect(within(first).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(
      'Plan Standard: ₹10,000 cap, ₹10,000 left',
    );
    const second = await damageLine(user, 2, '5000');
    expect(within(second).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(
      'Plan Standard: ₹10,000 cap, ₹2,000 left',
    );

    await user.click(screen.getByLabelText("Exclusion (lifts the plan's cap)"));
    await user.click(screen.getByRole('button', { name: /Save return/ }));
    expect(await screen.findByText(PROTECTION_MESSAGES.exclusionReason)).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for the exclusion'), 'Driven off-road');
    await user.click(screen.getByRole('button', { name: /Save return/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      damageCapExclusion: 'Driven off-road',
      charges: [
        { kind: 'damage', amount: 8000, photos: ['rear'] },
        { kind: 'damage', amount: 5000, photos: ['rear'] },
      ],
    });
    // The refusal lands just above the save button, with the focus.
    const failure = await screen.findByText('Stop here.');
    await waitFor(() => expect(failure).toHaveFocus());
    expect(failure.nextElementSibling).toContainElement(
      screen.getByRole('button', { name: /Save return/ }),
    );
  });

  it('sends no exclusion while the box is not ticked', async () => {
    const saves: ReturnRecord[] = [];
    serve((call) => {
      saves.push(recordOf(call));
      return json({ error: 'Stop here.', code: 'conflict' }, { status: 409 });
    });
    const user = userEvent.setup();
    renderAdmin(<ReturnScreen bookingId="b1" />, {
      path: '/admin/bookings/:id/return',
      url: '/admin/bookings/b1/return',
    });
    await user.type(await screen.findByLabelText('Odometer (km)'), '12100');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await takeSixPhotos(user);
    await damageLine(user, 1, '12000');
    await user.click(screen.getByRole('button', { name: /Save return/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.damageCapExclusion).toBe('');
  });
});
