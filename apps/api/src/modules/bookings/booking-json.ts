import type { Booking } from '@rental/shared/bookings';
import type { BookingStatus, GasTankReading } from '@rental/shared/constants';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { BookingRow, HistoryRow } from './bookings.repository';

// A stored booking as the API speaks it: the spec's field names, instants with +05:30
// (decisions 3), and the status history.

export function toBooking(row: BookingRow, history: HistoryRow[]): Booking {
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
      changedBy: h.changed_by,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
