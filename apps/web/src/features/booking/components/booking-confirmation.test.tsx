import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyFigures } from '@rental/shared/policy';
import { renderRoutes } from '@/test/render-routes';
import type { ThankYouState } from '../thank-you-state';
import { readThankYouState } from '../thank-you-state';
import { BookingConfirmation } from './booking-confirmation';

const booked: ThankYouState = {
  bookingId: 'bk-1',
  reference: 'BK1A2B3C',
  carName: 'Hyundai Creta',
  totalAmount: 5898,
  promoCode: 'DIWALI10',
  discount: 500,
  lines: [
    { kind: 'rental', label: '2 days × ₹2,500', amount: 5000 },
    { kind: 'km_plan', label: 'Unlimited km: 2 days × ₹500', amount: 1000 },
    { kind: 'delivery', label: 'Delivery to PIN 500039', amount: 199 },
    { kind: 'delivery', label: 'Collection from PIN 500039', amount: 199 },
    { kind: 'discount', label: 'Promo code DIWALI10 (10 % off)', amount: -500 },
  ],
  gstRatePercent: 18,
};

const POLICY: PolicyFigures = {
  advancePercent: 25,
  pendingHoldHours: 12,
  maxPendingBookings: 2,
  lateGraceMinutes: 30,
  postTripDays: 30,
  disputeHours: 48,
  depositHoldDays: 7,
  gstRegistered: true,
};

/** The server's policy figures: a business with a GSTIN unless told otherwise. */
function servePolicy(figures: Partial<PolicyFigures> = {}) {
  const fetchMock = vi.fn(async (url: string | URL) =>
    String(url).endsWith('/api/policy')
      ? new Response(JSON.stringify({ ...POLICY, ...figures }), { status: 200 })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(booking: ThankYouState, client = new QueryClient()) {
  renderRoutes([{ path: '/', element: <BookingConfirmation booking={booking} /> }], { client });
  return screen.getByRole('region', { name: 'Price' });
}

/** Each row of the price as "label: amount". */
const rows = (price: HTMLElement) =>
  within(price)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);

describe('the thank-you price', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the booked quote lines, the total and the GST it includes', async () => {
    servePolicy();
    const price = show(booked);
    expect(rows(price)).toEqual([
      '2 days × ₹2,500: ₹5,000',
      'Unlimited km: 2 days × ₹500: ₹1,000',
      'Delivery to PIN 500039: ₹199',
      'Collection from PIN 500039: ₹199',
      'Promo code DIWALI10 (10 % off): −₹500',
      'Total amount: ₹5,898',
    ]);
    expect(await within(price).findByText('Includes GST at 18 %.')).toBeInTheDocument();
  });

  // docs/product.md#handover-and-bill: without a GSTIN the invoice is a receipt with no tax.
  it('says nothing of GST when the business is not registered for it', async () => {
    servePolicy({ gstRegistered: false });
    const client = new QueryClient();
    const price = show(booked, client);
    await waitFor(() => expect(client.getQueryState(['policy'])?.status).toBe('success'));
    expect(rows(price)).toContain('Total amount: ₹5,898');
    expect(price).not.toHaveTextContent('GST');
  });

  it('shows an included line as Included, not ₹0', () => {
    servePolicy();
    const price = show({
      ...booked,
      totalAmount: 5000,
      lines: [
        { kind: 'rental', label: '2 days × ₹2,500', amount: 5000 },
        { kind: 'km_plan', label: 'Limited km: 600 km included', amount: 0 },
      ],
    });
    expect(rows(price)).toContain('Limited km: 600 km included: Included');
  });

  it('falls back to the discount and total when the state has no lines', () => {
    servePolicy();
    const price = show({ ...booked, lines: undefined, gstRatePercent: undefined });
    expect(rows(price)).toEqual(['Discount (DIWALI10): −₹500', 'Total amount: ₹5,898']);
    expect(price).not.toHaveTextContent('GST');
  });
});

describe('readThankYouState', () => {
  it('keeps well-formed lines and drops a list with a broken line', () => {
    const state = { bookingId: 'bk-1', carName: 'Creta', totalAmount: 100 };
    const line = { kind: 'rental', label: '1 day', amount: 100 };
    expect(readThankYouState({ ...state, lines: [line] })?.lines).toEqual([line]);
    expect(
      readThankYouState({ ...state, lines: [line, { label: 'x', amount: 'lots' }] })?.lines,
    ).toBeUndefined();
  });
});
