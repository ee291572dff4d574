import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handover } from '@rental/shared/handover';
import { DAMAGE_CLAIM_MESSAGES } from '@rental/shared/messages';
import { PROTECTION_MESSAGES } from '@rental/shared/protection';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { AddChargeForm } from './add-charge-form';

// docs/product.md#damage-claims and #protection-plans: a damage charge on the staff's form cites
// the booking's photos and shows the plan's cap, which an exclusion with its reason lifts.

const photo = (kind: string, position: Handover['photos'][number]['position'], note = '') => ({
  url: `/api/bookings/b1/photos/${kind}-${position}`,
  thumbnailUrl: `/api/bookings/b1/photos/${kind}-${position}/thumbnail`,
  position,
  note,
  takenAt: null,
  takenBy: null,
});
const PICKUP = [photo('p', 'front'), photo('p', 'rear')];
const RETURN = [photo('r', 'front'), photo('r', 'rear'), photo('r', 'close-up', 'Bumper dent')];
const STANDARD = { plan: 'Standard', cap: 10_000, charged: 4000, left: 6000 };
const saved = { id: 'ch1', type: 'damage', amount: 3000 };

function serve(answer: (call: RecordedCall) => Response = () => json(saved, { status: 201 })) {
  return stubFetch((call) =>
    call.url.pathname.includes('/photos/') ? new Response('webp') : answer(call),
  );
}

function renderForm(damageCap: typeof STANDARD | null = STANDARD) {
  renderAdmin(
    <AddChargeForm
      bookingId="b1"
      photos={{ pickup: PICKUP, back: RETURN }}
      damageCap={damageCap}
    />,
  );
  return userEvent.setup();
}

const sent = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => (c.body as FormData).get('charge'));

async function damage(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.selectOptions(screen.getByLabelText('Type'), 'damage');
  await user.type(screen.getByLabelText('Amount (₹, whole rupees)'), amount);
}

describe('adding a damage charge', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:thumb');
        static override revokeObjectURL = vi.fn();
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cap left beside the amount and sends the photos ticked from the keyboard', async () => {
    const calls = serve();
    const user = renderForm();
    expect(screen.queryByText(/cap,/)).not.toBeInTheDocument();
    await damage(user, '3000');
    expect(screen.getByText('Plan Standard: ₹10,000 cap, ₹6,000 left')).toBeInTheDocument();
    const photos = screen.getByRole('group', { name: 'Photos that show the damage' });
    // Each position at pickup beside the same at return, then the close-ups.
    expect(
      within(photos)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['pickup:front', 'return:front', 'pickup:rear', 'return:rear', 'return:close-up-1']);
    expect(within(photos).getByLabelText('Close-up 1 (Bumper dent) at return')).toBeInTheDocument();
    within(photos).getByLabelText('Rear at return').focus();
    await user.keyboard(' ');
    expect(within(photos).getByLabelText('Rear at return')).toBeChecked();
    expect(within(photos).getByLabelText('Rear at pickup')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));

    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(JSON.parse(String(sent(calls)[0]))).toMatchObject({
      type: 'damage',
      amount: 3000,
      photos: ['return:rear'],
      excludeFromCap: false,
      exclusionReason: '',
    });
    expect(await screen.findByText(/Damage charge of ₹3,000 added/)).toHaveFocus();
  });

  it('refuses a damage charge without a photo chosen or attached, and takes an attached one', async () => {
    const calls = serve();
    const user = renderForm();
    await damage(user, '3000');
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    expect(await screen.findByText(DAMAGE_CLAIM_MESSAGES.needsPhoto)).toBeInTheDocument();
    expect(screen.getByLabelText('Front at pickup')).toHaveFocus();
    expect(sent(calls)).toHaveLength(0);

    const image = new File(['jpeg'], 'dent.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Evidence files (optional)'), image);
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(JSON.parse(String(sent(calls)[0]))).toMatchObject({ photos: [] });
  });

  it('asks the reason of an exclusion before sending it', async () => {
    const calls = serve();
    const user = renderForm();
    await damage(user, '40000');
    expect(screen.queryByLabelText('Reason for the exclusion')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Exclusion (lifts the plan's cap)"));
    await user.click(screen.getByLabelText('Rear at return'));
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    expect(await screen.findByText(PROTECTION_MESSAGES.exclusionReason)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for the exclusion')).toHaveFocus();
    expect(sent(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for the exclusion'), 'Drunk driving: FIR 12/26');
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(JSON.parse(String(sent(calls)[0]))).toMatchObject({
      amount: 40_000,
      excludeFromCap: true,
      exclusionReason: 'Drunk driving: FIR 12/26',
    });
  });

  it('offers no exclusion on a booking without a plan, nor on other charges', async () => {
    serve();
    const user = renderForm(null);
    await damage(user, '3000');
    expect(screen.queryByLabelText("Exclusion (lifts the plan's cap)")).not.toBeInTheDocument();
    expect(screen.queryByText(/cap,/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'toll');
    expect(screen.queryByRole('group', { name: 'Photos that show the damage' })).toBeNull();
  });

  it('says the cap reached just above the button with the focus on it', async () => {
    const refusal = PROTECTION_MESSAGES.capReached(10_000);
    serve(() =>
      json({ error: refusal, code: 'damage_cap_reached', fields: null }, { status: 409 }),
    );
    const user = renderForm({ ...STANDARD, charged: 10_000, left: 0 });
    await damage(user, '500');
    expect(screen.getByText('Plan Standard: ₹10,000 cap, ₹0 left')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Rear at return'));
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    const failure = await screen.findByTestId('form-failure');
    expect(failure).toHaveTextContent(refusal);
    await waitFor(() => expect(failure).toHaveFocus());
    expect(failure.nextElementSibling).toBe(screen.getByRole('button', { name: 'Add the charge' }));
  });
});
