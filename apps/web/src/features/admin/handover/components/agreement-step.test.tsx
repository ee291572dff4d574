import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { json, renderAdmin, type RecordedCall } from '@/features/admin/shell/testing';
import {
  agreementOf,
  handoverBooking,
  PICKUP,
  servePickup,
  stubObjectUrls,
  takeSixPhotos,
} from '../testing';
import { PickupScreen } from './handover-screens';

// docs/product.md#rental-agreement: the renter's agreement on the staff's pickup screen.

const booking = () => handoverBooking({ pickupDateTime: `${todayInKolkata()}T09:00:00+05:30` });
const saved = () => json(handoverBooking({ pickup: PICKUP }), { status: 201 });
const recordOf = (call: RecordedCall) =>
  JSON.parse(String((call.body as FormData).get('record'))) as Record<string, unknown>;
const posted = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === path);

function renderPickup() {
  return renderAdmin(<PickupScreen bookingId="b1" />, {
    path: '/admin/bookings/:id/pickup',
    url: '/admin/bookings/b1/pickup',
  });
}

describe('the rental agreement at pickup', () => {
  beforeEach(() => {
    stubObjectUrls();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('texts the renter a code with the readings, shows the summary and accepts the code', async () => {
    const calls = servePickup(saved, booking(), null);
    const user = userEvent.setup();
    renderPickup();
    const send = await screen.findByRole('button', { name: 'Text the renter a code' });
    await user.click(send);
    // Nothing goes out before the odometer is read.
    expect(await screen.findByText('Enter the odometer reading in km.')).toBeInTheDocument();
    expect(posted(calls, '/api/bookings/b1/agreement')).toHaveLength(0);

    await user.type(screen.getByLabelText('Odometer (km)'), '12000');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await user.click(send);
    expect(await screen.findByText(/A code has been sent to the renter's mobile ending 3210/));
    expect(JSON.parse(String(posted(calls, '/api/bookings/b1/agreement')[0]!.body))).toEqual({
      odometerKm: 12000,
      fuelLevel: 'Full',
      damageNotes: '',
      depositAmount: null,
    });
    expect(screen.getByText('Version 3')).toBeInTheDocument();
    expect(screen.getByText('Read the terms (version 3)')).toBeInTheDocument();

    const code = screen.getByLabelText('Code from the renter’s text');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP is incorrect.');
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(new RegExp(AGREEMENT_MESSAGES.accepted))).toBeInTheDocument();
    expect(screen.queryByLabelText(/Reason to hand over without/)).not.toBeInTheDocument();
  });

  it('texts the renter a link, then shows the agreement they accepted on their phone', async () => {
    const calls = servePickup(saved, booking(), agreementOf('awaiting-code'));
    const user = userEvent.setup();
    renderPickup();
    await user.click(await screen.findByRole('button', { name: 'Send link by text' }));
    expect(await screen.findByText(AGREEMENT_MESSAGES.linkSent('3210'))).toBeInTheDocument();
    expect(posted(calls, '/api/bookings/b1/agreement/link')).toHaveLength(1);
    // Coming back to the screen looks again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText(new RegExp(AGREEMENT_MESSAGES.accepted))).toBeInTheDocument();
  });

  it('asks the reason before a car goes out without the agreement, and sends it', async () => {
    const calls = servePickup(saved, booking(), null);
    const user = userEvent.setup();
    renderPickup();
    await user.type(await screen.findByLabelText('Odometer (km)'), '12000');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await takeSixPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    const reason = screen.getByLabelText('Reason to hand over without the agreement');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(AGREEMENT_MESSAGES.needed));
    expect(posted(calls, '/api/bookings/b1/pickup')).toHaveLength(0);

    await user.type(reason, 'Renter has no signal');
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    await screen.findByRole('heading', { name: /Car handed over/ });
    expect(recordOf(posted(calls, '/api/bookings/b1/pickup')[0]!)).toMatchObject({
      noAgreementReason: 'Renter has no signal',
    });
  });
});
