import { randomInt } from 'node:crypto';
import { addCarViaApi, apiCall, type E2eCustomer } from './api';

// Test data that the journeys share: unique names, Kolkata dates, and a booking made through
// the real API so a screen has something to show.

/** `n` random lower-case letters, to keep names unique across runs on one database. */
export function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
}

/** The Kolkata calendar date (YYYY-MM-DD) `days` from today, whatever the machine's zone. */
export function kolkataDaysAhead(days: number): string {
  const kolkataNow = Date.now() + 330 * 60_000;
  return new Date(kolkataNow + days * 86_400_000).toISOString().slice(0, 10);
}

export interface Schedule {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}

/** A complete booking request for `customer`; `details` overrides any field. */
export function bookingRequest(
  customer: E2eCustomer,
  carId: string,
  schedule: Schedule,
  details: Record<string, string> = {},
) {
  return {
    carId,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.mobile,
    address: '12-5-67, Moosarambagh',
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500036',
    dateOfBirth: '1990-03-14',
    driverLicenseNumber: 'TS0720140009876',
    dlIssuedState: 'Telangana',
    purpose: 'Family function',
    destination: 'Karimnagar',
    originalDocumentsSubmitted: 'Aadhaar + Original Licence',
    notes: '',
    ...schedule,
    ...details,
  };
}

/** Books `carId` as `customer` through the API; answers the new booking's id. */
export function bookViaApi(
  customer: E2eCustomer,
  carId: string,
  schedule: Schedule,
  details: Record<string, string> = {},
): Promise<{ _id: string }> {
  return apiCall(
    'POST',
    '/bookings/book',
    bookingRequest(customer, carId, schedule, details),
    customer.token,
  );
}

/**
 * A car of the test's own, so no other journey's booking or block touches it. `fields`
 * overrides the defaults (a five-seat sedan); the name and plate are unique.
 */
export function addOwnCar(
  token: string,
  fields: Record<string, string> = {},
): Promise<{ _id: string; name: string }> {
  return addCarViaApi(token, {
    name: `Dzire ${letters(6)}`,
    brand: 'Maruti Suzuki',
    type: 'Sedan',
    fuel: 'CNG',
    seats: '5',
    transmission: 'Manual',
    price: '2000',
    description: 'Economical sedan for city and highway.',
    registrationNumber: `TS ${randomInt(10, 99)} EB ${randomInt(1000, 9999)}`,
    featured: 'false',
    ...fields,
  });
}
