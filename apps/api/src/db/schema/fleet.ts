import type { Generated } from 'kysely';

// The fleet and what is sold with it: cars, their date rules and maintenance blocks, offers, promo
// codes and protection plans. See db/schema.ts for the conventions.

export interface CarsTable {
  id: string;
  name: string;
  brand: string;
  type: string;
  fuel: string;
  seats: number;
  transmission: string;
  price: number;
  rating: number;
  available: number;
  featured: number;
  /** JSON array of storage keys; each key has a large and a thumbnail WebP. */
  images: string;
  description: string;
  /** JSON array of strings. */
  features: string;
  registration_number: string;
  /**
   * Home branch (docs/product.md#cars): one of BRANCH_NAMES; the database defaults it to Boduppal.
   */
  branch: Generated<string>;
  /** docs/product.md#rate-plans: the optional plans; null where the car has none. */
  price_per_hour: number | null;
  min_hours: number | null;
  price_per_week: number | null;
  price_per_month: number | null;
  unlimited_km_per_day: number | null;
  /** null: GST_RATE_PERCENT and INVOICE_SAC. */
  gst_rate_percent: number | null;
  sac: string | null;
  created_at: string;
  updated_at: string;
  /** Deleted cars stay so their bookings keep reading (issue: deleting never breaks bookings). */
  deleted_at: string | null;
}

export interface DateRulesTable {
  id: string;
  /** null: every car. */
  car_id: string | null;
  kind: string;
  label: string;
  percent: number;
  from_date: string | null;
  to_date: string | null;
  created_by: string;
  created_at: string;
}

/** docs/product.md#availability: a period during which the admin has taken a car out of service. */
export interface MaintenanceBlocksTable {
  id: string;
  car_id: string;
  /** Instants, ISO 8601 UTC, like bookings.pickup_at and return_at. */
  start_at: string;
  end_at: string;
  reason: string;
  created_at: string;
  /** The admin's e-mail. */
  created_by: string;
}

export interface OffersTable {
  id: string;
  image_url: string;
  created_at: string;
  /** A promo code the offer shows for the visitor to copy; null for none. */
  promo_code: Generated<string | null>;
}

/** docs/product.md#promo-codes: a code the owner made. */
export interface PromoCodesTable {
  id: string;
  code: string;
  /** percent or flat */
  kind: string;
  value: number;
  /** Kolkata dates, inclusive; null for no bound. */
  valid_from: string | null;
  valid_to: string | null;
  min_days: number;
  /** JSON list of car types; empty for every type. */
  car_types: string;
  /** JSON list of branches; empty for every branch. */
  branches: string;
  max_uses: number | null;
  uses: Generated<number>;
  once_per_renter: number;
  active: number;
  /** The admin's id. */
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One booking that used a code. */
export interface PromoRedemptionsTable {
  id: string;
  promo_code_id: string;
  booking_id: string;
  customer_id: string;
  once_per_renter: number;
  created_at: string;
}

/** docs/product.md#protection-plans: the owner's plans (migration 090). */
export interface ProtectionPlansTable {
  id: string;
  name: string;
  price_per_day: number;
  damage_cap: number;
  /** 1 offered, 0 withdrawn (kept: bookings name it). */
  active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
