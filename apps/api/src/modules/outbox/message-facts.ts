import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { Selectable } from 'kysely';
import type { BookingsTable } from '../../db/schema';

// What the templates know about a booking and its renter, taken from the stored booking row.

export interface Renter {
  name: string;
  phone: string;
  /** Empty when the renter gave none: then only the text goes out. */
  email: string;
}

/** The sender name every text starts with. */
export const SMS_BRAND = 'HSD';

export const dear = (r: Renter) => `Dear ${r.name},`;

export interface BookingFacts {
  id: string;
  renter: Renter;
  carName: string;
  carNumber: string;
  /** The car's home branch (docs/product.md#cars), where pickup and return happen. */
  branch: string;
  /** Instants, ISO 8601 UTC. */
  pickupAt: string;
  returnAt: string;
  totalDays: number;
  pricePerDay: number;
  totalAmount: number;
  status: string;
  pickupLocation: string;
}

export function bookingFacts(row: Selectable<BookingsTable>, branch: string): BookingFacts {
  return {
    id: row.id,
    renter: { name: row.customer_name, phone: row.customer_phone, email: row.customer_email },
    carName: row.car_name,
    carNumber: row.car_number,
    branch,
    pickupAt: row.pickup_at,
    returnAt: row.return_at,
    totalDays: row.total_days,
    pricePerDay: row.price_per_day,
    totalAmount: row.total_amount,
    status: row.status,
    pickupLocation: row.pickup_location,
  };
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '27 Nov 09:00': short, for texts. docs/product.md#time: always Kolkata time. */
export function shortIst(instant: string): string {
  const iso = toKolkataIso(instant);
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(11, 16)}`;
}

/** '27 Nov 2026, 09:00 IST': for e-mails. */
export function longIst(instant: string): string {
  const iso = toKolkataIso(instant);
  const day = `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  return `${day}, ${iso.slice(11, 16)} IST`;
}

const plainRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 'Rs 3,600': the rupee sign would turn a text into a shorter Unicode segment. */
export function smsRupees(amount: number): string {
  return `Rs ${plainRupees.format(amount)}`;
}
