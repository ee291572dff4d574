import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import type { Payment } from '@rental/shared/payments';
import { setUserSession } from '@/lib/session-store';

// Test data and rendering for the account's components.

export function makeBooking(over: Partial<Booking> = {}): Booking {
  return {
    _id: 'b1',
    reference: 'B1',
    customerId: 'c1',
    carId: 'car-1',
    carName: 'Hyundai Creta',
    carNumber: 'TS08AB1234',
    customerName: 'Ravi Kumar',
    customerPhone: '9876543210',
    customerEmail: 'ravi@example.com',
    address: '12 Lake Road',
    city: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    pinCode: '500070',
    dateOfBirth: '1995-04-12',
    driverLicenseNumber: 'TS0920190012345',
    dlIssuedState: 'Telangana',
    pickupDate: '2026-11-28',
    pickupTime: '10:00',
    returnDate: '2026-11-29',
    returnTime: '18:00',
    pickupDateTime: '2026-11-28T10:00:00.000+05:30',
    returnDateTime: '2026-11-29T18:00:00.000+05:30',
    purpose: 'Weekend trip',
    destination: 'Srisailam',
    originalDocumentsSubmitted: 'Aadhaar + Original Licence',
    notes: '',
    pricePerDay: 2500,
    totalDays: 2,
    totalAmount: 5000,
    promoCode: null,
    renterGstin: null,
    renterLegalName: null,
    gstRatePercent: 18,
    discount: 0,
    kmPlan: 'limited',
    protection: null,
    quote: {
      lines: [
        { kind: 'rental', plan: 'daily', label: '2 days', amount: 5000 },
        { kind: 'km_plan', label: 'Limited km: 600 km included', amount: 0 },
      ],
      total: 5000,
      plan: 'daily',
      hours: null,
      days: 2,
      kmPlan: 'limited',
      kmAllowance: 600,
      rentalAmount: 5000,
      discount: 0,
    },
    status: 'Confirmed',
    branch: 'Boduppal',
    pickupLocation: '',
    gasTankReading: '',
    statusHistory: [],
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-20T04:30:00.000Z',
    heldUntil: null,
    payments: [],
    balance: { due: 5000, paid: 0, refunded: 0, outstanding: 5000, depositHeld: 0 },
    advance: { amount: 1250, upiLink: null },
    cancellable: true,
    extendable: true,
    pickup: null,
    return: null,
    bill: null,
    invoiceNumber: null,
    onTrip: false,
    ...over,
  };
}

export function makePayment(over: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    bookingId: 'b1',
    kind: 'advance',
    method: 'upi',
    amount: 1250,
    reference: '412345678901',
    status: 'submitted',
    recordedBy: 'customer',
    recordedAt: '2026-11-20T10:30:00.000+05:30',
    decidedBy: null,
    decidedAt: null,
    note: '',
    ...over,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Route = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch with answers by 'METHOD /path' (the API's path, without /api); answers 404 to
 * anything else. Returns the mock to inspect the calls.
 */
export function stubApi(routes: Record<string, Route>) {
  const mock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    return route ? route(init, url) : json(404, { error: `No route ${key}`, code: 'not_found' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Renders inside a fresh query client and router, signed in as the booking's customer. */
export function renderSignedIn(ui: ReactElement) {
  setUserSession('token-1', {
    _id: 'c1',
    name: 'Ravi Kumar',
    mobile: '9876543210',
    email: 'ravi@example.com',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
