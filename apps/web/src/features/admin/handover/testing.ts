import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PHOTO_POSITIONS, POSITION_LABELS } from '@rental/shared/handover-photos';
import type { Bill } from '@rental/shared/bill';
import type { Handover } from '@rental/shared/handover';
import type { HandoverBooking } from './lib/handover-booking';
import { json, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';

// What the handover screens' component tests share: a booking as GET /api/bookings/{id} answers
// it, at each stage, and object URLs, which jsdom lacks.

export function handoverBooking(overrides: Partial<HandoverBooking> = {}): HandoverBooking {
  return {
    _id: 'b1',
    customerName: 'Kavya Menon',
    customerPhone: '9876543210',
    carName: 'Dzire',
    carNumber: 'TS 08 EB 1234',
    pickupDateTime: '2026-12-01T09:00:00+05:30',
    returnDateTime: '2026-12-03T09:00:00+05:30',
    totalDays: 2,
    pricePerDay: 2000,
    totalAmount: 4000,
    status: 'Confirmed',
    originalDocumentsSubmitted: 'Aadhaar + Original Licence',
    pickup: null,
    return: null,
    bill: null,
    invoiceNumber: null,
    balance: null,
    protection: null,
    ...overrides,
  };
}

export const PICKUP: Handover = {
  at: '2026-12-01T09:10:00+05:30',
  odometerKm: 12_000,
  fuelLevel: 'Full',
  damageNotes: '',
  documentsChecked: true,
  photos: [],
  recordedBy: 'admin:admin@example.com',
};

export const BILL: Bill = {
  lines: [
    { kind: 'rental', description: '2 days × ₹2,000', amount: 4000 },
    {
      kind: 'extra_km',
      description: '320 km over the 600 km allowance × ₹10',
      amount: 3200,
    },
  ],
  total: 7200,
  kmDriven: 920,
  kmAllowed: 600,
  extraKm: 320,
  lateDays: 0,
};

/** jsdom has no object URLs: numbered fakes, and a record of those revoked. */
export function stubObjectUrls() {
  let next = 0;
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn(() => `blob:test/${++next}`);
      static override revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    },
  );
  return { revoked };
}

/** Small image files, as a phone's camera hands them over. */
export function photoFiles(count: number, start = 1): File[] {
  return Array.from(
    { length: count },
    (_, i) =>
      new File([new Uint8Array([255, 216, 255])], `car-${start + i}.jpg`, { type: 'image/jpeg' }),
  );
}

/** The staff walk the six positions, one photo each, as the screen leads them. */
export async function takeSixPhotos(user: ReturnType<typeof userEvent.setup>) {
  for (const [i, position] of PHOTO_POSITIONS.entries()) {
    const label = `Take the ${POSITION_LABELS[position].toLowerCase()} photo`;
    await user.upload(await screen.findByLabelText(label), photoFiles(1, i + 1));
  }
  await screen.findByText('All 6 positions taken.');
}

export const TERMS = { version: 3, sha256: 'ab'.repeat(32), text: 'The terms.', publishedAt: '' };

/** The renter's agreement as the server answers it. */
export const agreementOf = (status: 'awaiting-code' | 'accepted') => ({
  _id: 'a1',
  bookingId: 'b1',
  status,
  summary: {
    bookingReference: 'B1',
    renterName: 'Kavya Menon',
    car: 'Dzire',
    registration: 'TS 08 EB 1234',
    pickupAt: '2026-12-01T03:30:00.000Z',
    returnAt: '2026-12-03T03:30:00.000Z',
    kmPlan: 'Unlimited km.',
    odometerKm: 12000,
    fuelLevel: 'Full',
    damageNotes: '',
    deposit: 'No deposit taken.',
    chargesAfterTrip: 'Tolls later.',
    rentalAmount: 4000,
  },
  terms: { version: 3, sha256: TERMS.sha256 },
  sentTo: '3210',
  requestedAt: '2026-12-01T03:20:00.000Z',
  acceptedAt: status === 'accepted' ? '2026-12-01T03:25:00.000Z' : null,
});

/**
 * The booking on GET, and `onPickup` for each POST …/pickup; the renter's agreement accepted
 * unless said otherwise (null: none asked for yet, and the code calls answered).
 */
export function servePickup(
  onPickup: (call: RecordedCall) => Response,
  booking: HandoverBooking,
  agreement: ReturnType<typeof agreementOf> | null = agreementOf('accepted'),
) {
  let current = agreement;
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (call.method === 'POST' && path === '/api/bookings/b1/pickup') return onPickup(call);
    if (path === '/api/bookings/b1') return json(booking);
    if (path === '/api/terms') return json(TERMS);
    if (path === '/api/bookings/b1/agreement' && call.method === 'GET')
      return json({ agreement: current });
    // After a link by text, the renter accepts on their own phone.
    if (path === '/api/bookings/b1/agreement/link') {
      const sent = json(current);
      current = agreementOf('accepted');
      return sent;
    }
    if (path === '/api/bookings/b1/agreement') {
      current = agreementOf('awaiting-code');
      return json(current, { status: 201 });
    }
    if (path === '/api/bookings/b1/agreement/accept') {
      const { code } = JSON.parse(String(call.body)) as { code: string };
      if (code !== '246810')
        return json({ error: 'The OTP is incorrect.', code: 'otp_invalid' }, { status: 400 });
      current = agreementOf('accepted');
      return json(current);
    }
    return json({ error: 'Not found', code: 'not_found' }, { status: 404 });
  });
}
