import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { json, renderAdmin, type RecordedCall } from '@/features/admin/shell/testing';
import { PHOTO_MESSAGES } from '@rental/shared/handover-photos';
import {
  handoverBooking,
  PICKUP,
  photoFiles,
  servePickup,
  stubObjectUrls,
  takeSixPhotos,
} from '../testing';
import { PickupScreen } from './handover-screens';

/** A booking picked up on its booked day, today in Kolkata. */
const bookedToday = () => handoverBooking({ pickupDateTime: `${todayInKolkata()}T09:00:00+05:30` });

const serve = (onPickup: Parameters<typeof servePickup>[0], booking = bookedToday()) =>
  servePickup(onPickup, booking);

const saved = () => json(handoverBooking({ pickup: PICKUP }), { status: 201 });
const recordOf = (call: RecordedCall) =>
  JSON.parse(String((call.body as FormData).get('record'))) as Record<string, unknown>;
const pickupCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

function renderPickup() {
  return renderAdmin(<PickupScreen bookingId="b1" />, {
    path: '/admin/bookings/:id/pickup',
    url: '/admin/bookings/b1/pickup',
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Odometer (km)'), '12000');
  await user.click(screen.getByRole('radio', { name: 'Full' }));
  await takeSixPhotos(user);
}

describe('pickup form', () => {
  beforeEach(() => {
    stubObjectUrls();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the booking at the top and opens the numeric keypad for the odometer', async () => {
    serve(saved);
    renderPickup();
    const summary = await screen.findByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('Kavya Menon');
    expect(summary).toHaveTextContent('TS 08 EB 1234');
    expect(summary).toHaveTextContent('Dzire');
    expect(screen.getByLabelText('Odometer (km)')).toHaveAttribute('inputmode', 'numeric');
  });

  it('warns of a pickup on another day than booked and asks the reason first', async () => {
    const early = handoverBooking({
      pickupDateTime: `${addDays(todayInKolkata(), 10)}T09:00:00+05:30`,
    });
    const calls = serve(saved, early);
    const user = userEvent.setup();
    renderPickup();
    expect(await screen.findByText('Not the booked day.')).toBeInTheDocument();
    expect(screen.queryByText('Not the booked day.')).toBeVisible();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    const reason = screen.getByLabelText('Reason for handing over today');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(HANDOVER_MESSAGES.offDayReasonNeeded),
    );
    expect(pickupCalls(calls)).toHaveLength(0);
    await user.type(reason, 'Renter travels tomorrow');
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    await waitFor(() => expect(pickupCalls(calls)).toHaveLength(1));
    expect(recordOf(pickupCalls(calls)[0]!)).toMatchObject({
      offDayReason: 'Renter travels tomorrow',
    });
  });

  it('asks no reason on the booked day', async () => {
    serve(saved);
    renderPickup();
    await screen.findByLabelText('Odometer (km)');
    expect(screen.queryByText('Not the booked day.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reason for handing over today')).not.toBeInTheDocument();
  });

  it('offers the fuel level as one group of five choices and sends the one chosen', async () => {
    const calls = serve(saved);
    const user = userEvent.setup();
    renderPickup();
    const group = await screen.findByRole('group', { name: 'Fuel level' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'Empty',
      '1/4',
      '1/2',
      '3/4',
      'Full',
    ]);
    expect(radios.every((r) => r.getAttribute('name') === 'fuelLevel')).toBe(true);

    await user.type(screen.getByLabelText('Odometer (km)'), '12000');
    await takeSixPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    expect(await within(group).findByText('Choose the fuel level.')).toBeInTheDocument();
    expect(pickupCalls(calls)).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: '1/2' }));
    // The arrow keys move through the group, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3/4' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '1/2' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    await screen.findByRole('heading', { name: /Car handed over/ });
    expect(recordOf(pickupCalls(calls)[0]!)).toMatchObject({ odometerKm: 12000, fuelLevel: '3/4' });
  });

  it('leads the staff round the six positions, then sends each photo described in order', async () => {
    const calls = serve(saved);
    const user = userEvent.setup();
    renderPickup();
    await user.type(await screen.findByLabelText('Odometer (km)'), '12000');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    expect(screen.getByText('Step 1 of 6: Front')).toBeInTheDocument();
    const camera = screen.getByLabelText('Take the front photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    await user.upload(camera, photoFiles(1));
    expect(await screen.findByText('Step 2 of 6: Rear')).toBeInTheDocument();

    // Saving before every position is photographed names the ones missing.
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    expect(
      await screen.findByText(
        PHOTO_MESSAGES.positionsMissing([
          'Rear',
          'Left side',
          'Right side',
          'Odometer',
          'Fuel gauge',
        ]),
      ),
    ).toBeInTheDocument();
    expect(pickupCalls(calls)).toHaveLength(0);

    await user.upload(await screen.findByLabelText('Take the rear photo'), photoFiles(1, 2));
    expect(
      await screen.findByText(
        PHOTO_MESSAGES.positionsMissing(['Left side', 'Right side', 'Odometer', 'Fuel gauge']),
      ),
    ).toBeInTheDocument();
    for (const [i, label] of ['left side', 'right side', 'odometer', 'fuel gauge'].entries())
      await user.upload(
        await screen.findByLabelText(`Take the ${label} photo`),
        photoFiles(1, i + 3),
      );
    expect(await screen.findByText('All 6 positions taken.')).toBeInTheDocument();
    // The refusal's list went as the positions were taken, and with the last one the alert.
    expect(screen.queryByText(/Missing:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Any step opens again to retake its photo.
    await user.click(screen.getByRole('button', { name: 'Left side, taken' }));
    await user.upload(screen.getByLabelText('Retake the left side photo'), photoFiles(1, 9));

    await user.upload(screen.getByLabelText('Add a close-up of a mark'), photoFiles(1, 7));
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    expect(await screen.findByText(PHOTO_MESSAGES.closeUpNote)).toBeInTheDocument();
    await user.type(screen.getByLabelText('What close-up 1 shows'), 'Dent on the left door');
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    await screen.findByRole('heading', { name: /Car handed over/ });
    const sent = (pickupCalls(calls)[0]!.body as FormData).getAll('photos') as File[];
    expect(sent.map((f) => f.name)).toEqual([1, 2, 9, 4, 5, 6, 7].map((n) => `car-${n}.jpg`));
    const described = recordOf(pickupCalls(calls)[0]!).photos as Record<string, string>[];
    expect(described.map((photo) => photo.position)).toEqual([
      'front',
      'rear',
      'left',
      'right',
      'odometer',
      'fuel',
      'close-up',
    ]);
    expect(described[6]).toMatchObject({ note: 'Dent on the left door' });
    expect(described.every((photo) => !Number.isNaN(Date.parse(photo.takenAt!)))).toBe(true);
  });

  it('waits for a photo being made smaller before it shows it or lets the pickup be saved', async () => {
    serve(saved);
    // The browser's decoder, held until the test lets it answer (it cannot read this stub).
    let decode: (() => void) | undefined;
    vi.stubGlobal(
      'createImageBitmap',
      () => new Promise((_, reject) => (decode = () => reject(new Error('unreadable')))),
    );
    try {
      const user = userEvent.setup();
      renderPickup();
      await user.upload(await screen.findByLabelText('Take the front photo'), photoFiles(1));
      expect(screen.getByText('Preparing the photo…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save pickup' })).toBeDisabled();

      decode!();
      // An image the browser cannot read goes as it is, for the server to judge.
      expect(await screen.findByText('Step 2 of 6: Rear')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save pickup' })).toBeEnabled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the documents refusal beside the checkbox, then saves once it is ticked', async () => {
    const calls = serve((call) =>
      recordOf(call).documentsChecked
        ? saved()
        : json(
            {
              error: HANDOVER_MESSAGES.documentsNeeded,
              code: 'documents_not_approved',
              fields: {},
            },
            { status: 409 },
          ),
    );
    const user = userEvent.setup();
    renderPickup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));

    const checkbox = screen.getByRole('checkbox', {
      name: 'Originals of licence and ID checked at the counter',
    });
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(HANDOVER_MESSAGES.documentsNeeded);
    expect(screen.queryByRole('heading', { name: /Car handed over/ })).not.toBeInTheDocument();

    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    expect(await screen.findByRole('heading', { name: /Car handed over/ })).toHaveFocus();
    expect(screen.getByText('On trip')).toBeInTheDocument();
    expect(pickupCalls(calls)).toHaveLength(2);
  });

  it('puts the server’s field messages beside their fields', async () => {
    serve(() =>
      json(
        {
          error: 'Check the highlighted fields.',
          code: 'validation',
          fields: { odometerKm: 'Check the odometer reading.', 'deposit.amount': 'Too much.' },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderPickup();
    await fillValid(user);
    await user.click(screen.getByLabelText('Passport deposit taken'));
    expect(screen.getByLabelText('Deposit (₹)')).toHaveValue('30000');
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    expect(await screen.findByText('Check the odometer reading.')).toBeInTheDocument();
    expect(screen.getByLabelText('Odometer (km)')).toHaveAccessibleDescription(
      'Check the odometer reading.',
    );
    expect(screen.getByLabelText('Deposit (₹)')).toHaveAccessibleDescription('Too much.');
  });

  it('sends the passport deposit only when it was taken', async () => {
    const calls = serve(saved);
    const user = userEvent.setup();
    renderPickup();
    await fillValid(user);
    expect(screen.getByLabelText('Deposit (₹)')).not.toBeVisible();
    await user.click(screen.getByLabelText('Passport deposit taken'));
    await user.selectOptions(screen.getByLabelText('Paid by'), 'UPI');
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    await screen.findByRole('heading', { name: /Car handed over/ });
    expect(recordOf(pickupCalls(calls)[0]!)).toMatchObject({
      documentsChecked: false,
      deposit: { amount: 30000, method: 'upi' },
    });
  });
});
