import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { makeCar } from '@/test/make-car';
import { StateProbe } from '@/test/location-probes';
import { renderRoutes } from '@/test/render-routes';
import { BookingWizard, type BookingProfile } from './components/booking-wizard';

// Component-test helpers of the booking form: the car and renter, a clock, the wizard under a
// router with /thank-you, and the valid answers that move it from step to step.

export const car = makeCar({
  _id: 'car-1',
  name: 'Hyundai Creta',
  brand: 'Hyundai',
  type: 'SUV',
  fuel: 'Diesel',
  price: 2500,
  rating: 4.6,
  featured: true,
  description: 'A comfortable SUV.',
  features: ['AC'],
  registrationNumber: 'TS08AB1234',
});

export const PROFILE: BookingProfile = {
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: 'ravi@example.com',
};

/** Every test of the file runs from Friday 20 November 2026, 10:00 in Kolkata. */
export function runOnBookingClock() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-20T10:00:00+05:30'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export function renderWizard(
  profile: BookingProfile | null = PROFILE,
  initialDates?: { from: string; to: string },
  rented: Car = car,
) {
  return renderRoutes(
    [
      {
        path: '/book/:id',
        element: <BookingWizard car={rented} profile={profile} initialDates={initialDates} />,
      },
      { path: '/thank-you', element: <StateProbe testId="thank-you-state" /> },
    ],
    {
      url: '/book/car-1',
      client: new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
    },
  ).router;
}

export function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

export type User = ReturnType<typeof setup>;

export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => document.getElementById('booking-step-title')!;
export const expectStep = (title: string) =>
  waitFor(() => expect(stepHeading()).toHaveTextContent(title));

/** Date and time inputs take a whole value at once. */
export function setValue(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export async function fillAddress(user: User) {
  await user.type(await screen.findByLabelText('Full address'), '12 Lake Road, Vanasthalipuram');
  await user.type(screen.getByLabelText('City'), 'Hyderabad');
  await user.type(screen.getByLabelText('State'), 'Telangana');
  await user.type(screen.getByLabelText('PIN code'), '500070');
}

export async function fillLicence(user: User, dateOfBirth = '1995-04-12') {
  await screen.findByLabelText('Date of birth');
  setValue('Date of birth', dateOfBirth);
  await user.type(screen.getByLabelText('Driving licence number'), 'TS0920190012345');
  await user.type(screen.getByLabelText('State where the licence was issued'), 'Telangana');
}

export async function fillSchedule(user: User) {
  await screen.findByLabelText('Pickup date');
  setValue('Pickup date', '2026-11-28');
  setValue('Pickup time', '10:00');
  setValue('Return date', '2026-11-29');
  setValue('Return time', '18:00');
  await user.type(screen.getByLabelText('Purpose of the trip'), 'Weekend trip');
  await user.type(screen.getByLabelText('Destination'), 'Srisailam');
  await user.click(screen.getByLabelText(/Aadhaar \+ Original Licence/));
}

/** From Your Details, answers the address and licence steps and presses Next after each. */
export async function reachSchedule(user: User, dateOfBirth?: string) {
  await next(user);
  await fillAddress(user);
  await next(user);
  await fillLicence(user, dateOfBirth);
  await next(user);
}

export async function goToSummary(user: User) {
  await reachSchedule(user);
  await fillSchedule(user);
  await next(user);
  await user.type(await screen.findByRole('textbox', { name: /^Notes/ }), 'Child seat please');
  await next(user);
  await screen.findByRole('button', { name: 'Book Now' });
  await expectStep('Booking Summary');
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** GET /api/cars/car-1/busy's answer: the car is taken in these intervals. */
export const busyAnswer = (intervals: { from: string; to: string }[]) =>
  json(200, {
    carId: 'car-1',
    available: true,
    from: '2026-11-27',
    days: 5,
    bufferMinutes: 120,
    intervals,
  });

/**
 * GET /api/quote's answer for fillSchedule's two days at ₹2,500: the km plan asked for, and a
 * ₹500 discount when a promo code is sent.
 */
export function quoteAnswer(url: string): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const unlimited = query.get('kmPlan') === 'unlimited';
  const code = query.get('promoCode');
  const lines = [
    {
      kind: 'rental',
      plan: 'daily',
      quantity: 2,
      unitPrice: 2500,
      label: '2 days × ₹2,500',
      amount: 5000,
    },
    unlimited
      ? { kind: 'km_plan', label: 'Unlimited km: 2 days × ₹500', amount: 1000 }
      : { kind: 'km_plan', label: 'Limited km: 600 km included, then ₹10 a km', amount: 0 },
    ...(code ? [{ kind: 'discount', label: `Promo code ${code} (10 % off)`, amount: -500 }] : []),
  ];
  return json(200, {
    lines,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
    plan: 'daily',
    hours: null,
    days: 2,
    kmPlan: unlimited ? 'unlimited' : 'limited',
    kmAllowance: unlimited ? null : 600,
    rentalAmount: 5000,
    discount: code ? 500 : 0,
  });
}

/**
 * Answers the busy (free), quote and protection plan reads; every other call goes to `rest`. Returns the URLs
 * called, in order.
 */
export function stubApi(rest: (url: string, init?: RequestInit) => Promise<Response>): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    urls.push(url);
    if (url.includes('/busy')) return Promise.resolve(busyAnswer([]));
    if (url.includes('/api/quote')) return Promise.resolve(quoteAnswer(url));
    // No protection plans on offer: the wizard's other tests book without the choice.
    if (url.includes('/api/protection-plans')) return Promise.resolve(json(200, []));
    return rest(url, init);
  });
  return urls;
}
