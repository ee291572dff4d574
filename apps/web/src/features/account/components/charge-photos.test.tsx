import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Charge } from '@rental/shared/charges';
import type { Handover } from '@rental/shared/handover';
import { json, renderSignedIn, stubApi } from '../testing';
import { AfterTripCharges } from './after-trip-charges';

// docs/product.md#damage-claims: the renter sees the photos a damage charge cites as pairs and
// may dispute it.

type Photo = Handover['photos'][number];
const photo = (name: string, position: Photo['position'], note = ''): Photo => ({
  url: `/api/bookings/b1/photos/${name}.webp`,
  thumbnailUrl: `/api/bookings/b1/photos/${name}-thumb.webp`,
  position,
  note,
  takenAt: null,
  takenBy: null,
});
const record = (kind: string, photos: Photo[]): Handover => ({
  at: '2026-12-01T06:30:00.000Z',
  odometerKm: 10_000,
  fuelLevel: 'Full',
  damageNotes: '',
  documentsChecked: kind === 'pickup',
  photos,
  recordedBy: 'admin',
});
const positions = ['front', 'rear', 'left', 'right', 'odometer', 'fuel'] as const;
const pickup = record('pickup', [
  ...positions.map((p) => photo(`pickup-${p}`, p)),
  photo('pickup-scratch', 'close-up', 'Old scratch on the bonnet'),
]);
const back = record('return', [
  ...positions.map((p) => photo(`return-${p}`, p)),
  photo('return-dent', 'close-up', 'Dent on the rear bumper'),
]);
const damage: Charge = {
  id: 'ch9',
  bookingId: 'b1',
  type: 'damage',
  amount: 4500,
  reference: '',
  note: 'Dent on the rear bumper',
  status: 'open',
  files: [],
  photos: ['return:rear', 'return:close-up-1'],
  createdAt: '2026-12-05T06:30:00.000Z',
  disputeUntil: '2026-12-07T06:30:00.000Z',
  disputeReason: null,
  disputedAt: null,
  decision: null,
  decisionReason: null,
  decidedAt: null,
  paymentId: null,
  paymentAmount: null,
  upiLink: null,
  debitNoteUrl: null,
  fromDeposit: 0,
  toPay: 4500,
  amountAsked: null,
  capExclusionReason: null,
};

describe('a damage charge in Account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cited photos as pickup and return pairs, and sends a dispute', async () => {
    const image = () => new Response('webp');
    const api = stubApi({
      'GET /bookings/b1/charges': () => json(200, { charges: [damage], depositReturn: null }),
      'GET /bookings/b1/photos/pickup-rear-thumb.webp': image,
      'GET /bookings/b1/photos/return-rear-thumb.webp': image,
      'GET /bookings/b1/photos/return-dent-thumb.webp': image,
      'POST /charges/ch9/dispute': () =>
        json(200, { ...damage, status: 'disputed', disputeReason: 'It was there' }),
    });
    let next = 0;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => `blob:test/${++next}`);
        static override revokeObjectURL = vi.fn();
      },
    );
    const user = userEvent.setup();
    renderSignedIn(
      <AfterTripCharges booking={{ _id: 'b1', status: 'Completed', pickup, return: back }} />,
    );
    await user.click(await screen.findByText('Photos of the damage (2 cited)'));
    const list = screen.getByText('Photos of the damage (2 cited)').closest('details')!;
    // The rear at pickup beside the rear at return, then the cited close-up alone.
    expect(await within(list).findByRole('img', { name: 'Rear at pickup' })).toBeInTheDocument();
    expect(await within(list).findByRole('img', { name: 'Rear at return' })).toBeInTheDocument();
    expect(
      await within(list).findByRole('img', { name: 'Dent on the rear bumper at return' }),
    ).toBeInTheDocument();
    expect(within(list).queryByText('Front')).not.toBeInTheDocument();
    expect(within(list).queryByRole('img', { name: /Old scratch/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Why do you dispute this charge?'), 'It was there');
    await user.click(screen.getByRole('button', { name: 'Dispute the charge' }));
    const sent = api.mock.calls.find(([url, init]) => String(url).endsWith('/dispute') && init);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'It was there' });
  });
});
