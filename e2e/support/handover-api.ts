import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { cameraJpeg } from './images';
import { STACK } from './stack-config';

// docs/product.md#handover-and-bill through the API: the pickup and return records with their
// six named photos, for journeys about what comes after (damage claims), not the walk itself
// (rental-to-invoice walks it on the screen).

const POSITIONS = ['front', 'rear', 'left', 'right', 'odometer', 'fuel'] as const;

async function record(
  page: Page,
  token: string,
  bookingId: string,
  kind: 'pickup' | 'return',
  fields: Record<string, unknown>,
): Promise<void> {
  const form = new FormData();
  form.append(
    'record',
    JSON.stringify({ ...fields, photos: POSITIONS.map((position) => ({ position })) }),
  );
  for (const [i, position] of POSITIONS.entries()) {
    // The return's photos a different colour, so a pair on the screen is told apart.
    const hue = (kind === 'pickup' ? 200 : 20) + i * 10;
    const photo = await cameraJpeg(page, `${kind}-${position}.jpg`, { hue });
    form.append(
      'photos',
      new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }),
      photo.name,
    );
  }
  const res = await fetch(`${STACK.baseUrl}/api/bookings/${bookingId}/${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': `172.17.${randomInt(0, 255)}.${randomInt(1, 255)}`,
    },
    body: form,
  });
  if (res.status !== 201) throw new Error(`POST ${kind} -> ${res.status} ${await res.text()}`);
}

/**
 * Hands a Confirmed booking's car over today: documents checked at the counter, and the reasons
 * the server asks for a pickup off the booked day and without the renter's agreement.
 */
export function pickupViaApi(page: Page, token: string, bookingId: string): Promise<void> {
  return record(page, token, bookingId, 'pickup', {
    odometerKm: 12_000,
    fuelLevel: 'Full',
    documentsChecked: true,
    offDayReason: 'Set up by the journey',
    noAgreementReason: 'Set up by the journey',
  });
}

/** Records the return now, with no charge lines: the booking is Completed. */
export function returnViaApi(page: Page, token: string, bookingId: string): Promise<void> {
  return record(page, token, bookingId, 'return', { odometerKm: 12_300, fuelLevel: 'Full' });
}
