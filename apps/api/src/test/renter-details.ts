import type { BookingsTable } from '../db/schema';

// One renter's details for bookings made by the API tests and the benchmark. Plain data with no
// test runner behind it, so the benchmark (apps/api/bench) imports it as well.

/** As the booking form sends them (POST /api/bookings/book), less the car, name and period. */
export const RENTER_FORM = {
  customerEmail: 'renter@example.com',
  customerPhone: '9876543210',
  address: '12 MG Road, Ameerpet',
  city: 'Hyderabad',
  state: 'Telangana',
  pinCode: '500016',
  country: 'India',
  dateOfBirth: '1990-05-15',
  driverLicenseNumber: 'TS0920190012345',
  dlIssuedState: 'Telangana',
  purpose: 'Family trip',
  destination: 'Warangal',
  originalDocumentsSubmitted: 'Aadhaar + Original Licence',
  notes: '',
};

/**
 * The same details as a stored booking holds them (name, phone and e-mail are the account's),
 * with the two fields the admin fills in at pickup still empty.
 */
export const RENTER_ROW = {
  address: RENTER_FORM.address,
  city: RENTER_FORM.city,
  state: RENTER_FORM.state,
  country: RENTER_FORM.country,
  pin_code: RENTER_FORM.pinCode,
  date_of_birth: RENTER_FORM.dateOfBirth,
  driver_license_number: RENTER_FORM.driverLicenseNumber,
  dl_issued_state: RENTER_FORM.dlIssuedState,
  purpose: RENTER_FORM.purpose,
  destination: RENTER_FORM.destination,
  original_documents_submitted: RENTER_FORM.originalDocumentsSubmitted,
  notes: RENTER_FORM.notes,
  pickup_location: '',
  gas_tank_reading: '',
} satisfies Partial<BookingsTable>;
