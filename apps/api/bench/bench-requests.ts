import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';

// Booking requests for the load run: request n gets its own car and period, so none overlap.

const SLOTS_PER_DAY = 20;

export function bookingBody(carId: string, slot: number) {
  const pickupDate = addDays(todayInKolkata(), 1 + Math.floor(slot / SLOTS_PER_DAY));
  const hour = String(2 + (slot % SLOTS_PER_DAY)).padStart(2, '0');
  return {
    carId,
    customerName: 'Bench Customer',
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
    pickupDate,
    pickupTime: `${hour}:00`,
    returnDate: pickupDate,
    returnTime: `${hour}:45`,
    purpose: 'Family trip',
    destination: 'Warangal',
    originalDocumentsSubmitted: 'Aadhaar + Original Licence',
    notes: '',
  };
}

/** Request n of the run: car n mod cars, then the next free slot of that car. */
export function nthBooking(n: number, carIds: string[]) {
  return bookingBody(carIds[n % carIds.length]!, Math.floor(n / carIds.length));
}
