import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARGE_MESSAGES } from '@rental/shared/charges';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { AddChargeForm } from './add-charge-form';

const saved = { id: 'ch1', type: 'toll', amount: 350 };
const NO_PHOTOS = { pickup: [], back: null };

describe('adding a charge to a completed booking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the charge and its file as one form and says it was added', async () => {
    const calls = stubFetch(() => json(saved, { status: 201 }));
    renderAdmin(<AddChargeForm bookingId="b1" photos={NO_PHOTOS} damageCap={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (₹, whole rupees)'), '350');
    await user.type(screen.getByLabelText('Reference (optional)'), 'FT-1');
    const photo = new File(['jpeg'], 'toll.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Evidence files (optional)'), photo);
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));

    expect(await screen.findByText(/Toll charge of ₹350 added/)).toHaveFocus();
    const form = calls[0]!.body as FormData;
    expect(calls[0]!.url.pathname).toBe('/api/bookings/b1/charges');
    expect(JSON.parse(String(form.get('charge')))).toEqual({
      type: 'toll',
      amount: 350,
      reference: 'FT-1',
      note: '',
      // The schema's defaults: no cited photo, the protection plan's cap applies.
      photos: [],
      excludeFromCap: false,
      exclusionReason: '',
    });
    expect((form.getAll('files')[0] as File).name).toBe('toll.jpg');
    expect(screen.getByLabelText('Amount (₹, whole rupees)')).toHaveValue('');
  });

  it('refuses a part-rupee amount beside the field before sending anything', async () => {
    const calls = stubFetch(() => json(saved, { status: 201 }));
    renderAdmin(<AddChargeForm bookingId="b1" photos={NO_PHOTOS} damageCap={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (₹, whole rupees)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    expect(await screen.findByText(CHARGE_MESSAGES.amountWhole)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₹, whole rupees)')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("says the server's refusal just above the button and moves the focus to it", async () => {
    const refusal = CHARGE_MESSAGES.tooLate(90);
    stubFetch(() =>
      json({ error: refusal, code: 'charge_window_closed', fields: null }, { status: 409 }),
    );
    renderAdmin(<AddChargeForm bookingId="b1" photos={NO_PHOTOS} damageCap={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (₹, whole rupees)'), '900');
    await user.click(screen.getByRole('button', { name: 'Add the charge' }));
    const failure = await screen.findByTestId('form-failure');
    expect(failure).toHaveTextContent(refusal);
    await waitFor(() => expect(failure).toHaveFocus());
    expect(failure.nextElementSibling).toBe(screen.getByRole('button', { name: 'Add the charge' }));
  });
});
