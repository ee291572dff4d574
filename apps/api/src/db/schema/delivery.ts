import type { Generated } from 'kysely';

// Doorstep delivery: each branch's area and slots, and a booking's legs. See db/schema.ts for the
// conventions.

/** docs/product.md#doorstep-delivery: a branch's deliveries or collections in one hour. */
export interface DeliverySettingsTable {
  branch: string;
  slots_per_hour: number;
  updated_at: string;
}

export interface DeliveryPinsTable {
  branch: string;
  pin: string;
  /** Whole rupees for one leg (a delivery or a collection). */
  fee: number;
}

export interface DeliveryDaysOffTable {
  branch: string;
  /** A Kolkata date, YYYY-MM-DD. */
  day: string;
}

/** A booking's pickup or return at the renter's address. */
export interface BookingDeliveriesTable {
  booking_id: string;
  /** 'pickup' (the car is brought) or 'return' (it is collected). */
  leg: string;
  branch: string;
  line: string;
  landmark: string;
  pin: string;
  lat: number | null;
  lng: number | null;
  fee: number;
  /** The instant of the pickup or return, ISO. */
  at: string;
  /** Its Kolkata hour, 'YYYY-MM-DDTHH'. */
  hour: string;
  /** 'scheduled', 'on_the_way' or 'done'. */
  state: Generated<string>;
  driver_id: string | null;
  updated_at: string;
}

/** One seat of a branch's hour, held by one leg (docs/decisions/025-delivery-slot-claims.md). */
export interface DeliverySlotClaimsTable {
  branch: string;
  hour: string;
  seat: number;
  booking_id: string;
  leg: string;
}
