import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agreement } from '@rental/shared/agreement';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { json, renderSignedIn, stubApi } from '../testing';
import { OwnPhoneAgreement } from './own-phone-agreement';

// docs/product.md#rental-agreement: the renter reads and accepts on their own phone.

const agreement = (status: Agreement['status']): Agreement => ({
  _id: 'a1',
  bookingId: 'b1',
  status,
  summary: {
    bookingReference: 'B1',
    renterName: 'Ravi Kumar',
    car: 'Dzire',
    registration: 'TS 08 EB 1234',
    pickupAt: '2026-12-01T03:30:00.000Z',
    returnAt: '2026-12-03T03:30:00.000Z',
    kmPlan: 'Unlimited km.',
    odometerKm: 12000,
    fuelLevel: 'Full',
    damageNotes: 'Scratch on the rear bumper',
    deposit: 'No deposit taken.',
    chargesAfterTrip: 'Tolls later.',
    rentalAmount: 4000,
  },
  terms: { version: 3, sha256: 'ab'.repeat(32) },
  sentTo: '3210',
  requestedAt: '2026-12-01T03:20:00.000Z',
  acceptedAt: status === 'accepted' ? '2026-12-01T03:25:00.000Z' : null,
});
const terms = { version: 3, sha256: 'ab'.repeat(32), text: 'The terms.', publishedAt: '' };

describe("the agreement on the renter's own phone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary and the terms, refuses a wrong code, then accepts', async () => {
    let tries = 0;
    const api = stubApi({
      'GET /bookings/b1/agreement': () => json(200, { agreement: agreement('awaiting-code') }),
      'GET /terms': () => json(200, terms),
      'POST /bookings/b1/agreement/accept': () =>
        ++tries === 1
          ? json(400, { error: AGREEMENT_MESSAGES.otpIncorrect, code: 'otp_invalid' })
          : json(200, agreement('accepted')),
    });
    const user = userEvent.setup();
    renderSignedIn(<OwnPhoneAgreement bookingId="b1" />);
    expect(await screen.findByText('Dzire (TS 08 EB 1234)')).toBeInTheDocument();
    expect(screen.getByText('Scratch on the rear bumper')).toBeInTheDocument();
    expect(await screen.findByText('Read the terms (version 3)')).toBeInTheDocument();

    const field = screen.getByLabelText('Code from our text to your mobile ending 3210');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.otpIncorrect);
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/You accepted it/)).toBeInTheDocument();
    const sent = api.mock.calls.filter(([url, init]) => String(url).endsWith('/accept') && init);
    expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({ code: '123456' });
  });

  it("says there is none for a booking that is not the renter's (404)", async () => {
    stubApi({
      'GET /bookings/b2/agreement': () =>
        json(404, { error: 'Booking not found.', code: 'not_found' }),
      'GET /terms': () => json(200, terms),
    });
    renderSignedIn(<OwnPhoneAgreement bookingId="b2" />);
    expect(await screen.findByRole('heading', { name: 'Agreement not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
