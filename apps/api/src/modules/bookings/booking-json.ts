import type { Booking, BookingRequestSchema } from '@rental/shared/bookings';
import type { BookingStatus, GasTankReading } from '@rental/shared/constants';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { advanceAmount, balanceOf, DEFAULT_ADVANCE_PERCENT } from '@rental/shared/money';
import type { z } from 'zod';
import type { Role } from '../../plugins/auth';
import type { BookingRow, HistoryRow } from './bookings.repository';

// A stored booking as the API speaks it: the field names of docs/product.md#api, instants with
// +05:30 (docs/product.md#time), and the status history; and a booking request as a new row.

/**
 * Who changed a status, as `viewer` may see it: the admin's own lists keep the admin's e-mail,
 * a renter only ever reads "admin" (docs/product.md#security).
 */
export function changedByFor(viewer: Role, changedBy: string): string {
  return viewer !== 'admin' && changedBy.startsWith('admin:') ? 'admin' : changedBy;
}

export function toBooking(row: BookingRow, history: HistoryRow[], viewer: Role): Booking {
  return {
    _id: row.id,
    customerId: row.customer_id,
    carId: row.car_id,
    carName: row.car_name,
    carNumber: row.car_number,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    pinCode: row.pin_code,
    dateOfBirth: row.date_of_birth,
    driverLicenseNumber: row.driver_license_number,
    dlIssuedState: row.dl_issued_state,
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    returnDate: row.return_date,
    returnTime: row.return_time,
    pickupDateTime: toKolkataIso(row.pickup_at),
    returnDateTime: toKolkataIso(row.return_at),
    purpose: row.purpose,
    destination: row.destination,
    originalDocumentsSubmitted: row.original_documents_submitted,
    notes: row.notes,
    pricePerDay: row.price_per_day,
    totalDays: row.total_days,
    totalAmount: row.total_amount,
    status: row.status as BookingStatus,
    pickupLocation: row.pickup_location,
    gasTankReading: row.gas_tank_reading as GasTankReading,
    statusHistory: history.map((h) => ({
      status: h.status as BookingStatus,
      changedAt: h.changed_at,
      changedBy: changedByFor(viewer, h.changed_by),
      note: '',
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    heldUntil: null,
    payments: [],
    balance: balanceOf({
      totalAmount: row.total_amount,
      payments: [],
      cancelled: row.status === 'Cancelled',
    }),
    advance: { amount: advanceAmount(row.total_amount, DEFAULT_ADVANCE_PERCENT), upiLink: null },
    cancellable: false,
    extendable: false,
  };
}

/** What the server decides about a new booking; everything else comes from the request. */
export interface NewBookingFacts {
  id: string;
  customerId: string;
  car: { id: string; name: string; registration_number: string; price: number };
  /** The account's name and mobile, whatever the read-only form fields say. */
  customer: { name: string; mobile: string };
  pickupAt: string;
  returnAt: string;
  totalDays: number;
  totalAmount: number;
  now: string;
}

export function newBookingRow(
  input: z.output<typeof BookingRequestSchema>,
  facts: NewBookingFacts,
): BookingRow {
  return {
    id: facts.id,
    customer_id: facts.customerId,
    car_id: facts.car.id,
    car_name: facts.car.name,
    car_number: facts.car.registration_number,
    customer_name: facts.customer.name,
    customer_phone: facts.customer.mobile,
    customer_email: input.customerEmail,
    address: input.address,
    city: input.city,
    state: input.state,
    country: input.country,
    pin_code: input.pinCode,
    date_of_birth: input.dateOfBirth,
    driver_license_number: input.driverLicenseNumber,
    dl_issued_state: input.dlIssuedState,
    pickup_date: input.pickupDate,
    pickup_time: input.pickupTime,
    return_date: input.returnDate,
    return_time: input.returnTime,
    pickup_at: facts.pickupAt,
    return_at: facts.returnAt,
    purpose: input.purpose,
    destination: input.destination,
    original_documents_submitted: input.originalDocumentsSubmitted,
    notes: input.notes,
    price_per_day: facts.car.price,
    total_days: facts.totalDays,
    total_amount: facts.totalAmount,
    status: 'Pending',
    pickup_location: '',
    gas_tank_reading: '',
    created_at: facts.now,
    updated_at: facts.now,
  };
}
