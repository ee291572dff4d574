import type { BranchName } from '@rental/shared/business';
import type { CarAnswer, CarFields } from '@rental/shared/cars';
import type { CarType, Fuel, Transmission } from '@rental/shared/constants';
import { imageUrls } from '../uploads/image-pipeline';
import type { Storage } from '../uploads/storage';
import type { CarRating } from './car-ratings';
import type { CarRow } from './cars.repository';

/**
 * A stored car as the API answers it (docs/product.md#cars, CarSchema), with its rating computed
 * from its published reviews (car-ratings.ts): the stored rating column is left out.
 */
export function toCar(
  row: CarRow,
  storage: Storage,
  { rating, reviewCount }: CarRating,
): CarAnswer {
  const { images, thumbnails } = imageUrls(storage, JSON.parse(row.images) as string[]);
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    type: row.type as CarType,
    fuel: row.fuel as Fuel,
    seats: row.seats,
    transmission: row.transmission as Transmission,
    price: row.price,
    rating,
    reviewCount,
    available: row.available === 1,
    featured: row.featured === 1,
    images,
    thumbnails,
    description: row.description,
    features: JSON.parse(row.features) as string[],
    registrationNumber: row.registration_number,
    branch: row.branch as BranchName,
    pricePerHour: row.price_per_hour,
    minHours: row.min_hours,
    pricePerWeek: row.price_per_week,
    pricePerMonth: row.price_per_month,
    unlimitedKmPerDay: row.unlimited_km_per_day,
    gstRatePercent: row.gst_rate_percent,
    sac: row.sac,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a car form sets, as stored. */
export function carColumns(fields: CarFields) {
  return {
    name: fields.name,
    brand: fields.brand,
    type: fields.type,
    fuel: fields.fuel,
    seats: fields.seats,
    transmission: fields.transmission,
    price: fields.price,
    featured: fields.featured ? 1 : 0,
    description: fields.description,
    features: JSON.stringify(fields.features),
    registration_number: fields.registrationNumber,
    ...rateColumns(fields),
  };
}

/** The rate card and GST fields the form sent; a field it left out keeps its stored value. */
function rateColumns(fields: CarFields) {
  const columns = {
    price_per_hour: fields.pricePerHour,
    min_hours: fields.minHours,
    price_per_week: fields.pricePerWeek,
    price_per_month: fields.pricePerMonth,
    unlimited_km_per_day: fields.unlimitedKmPerDay,
    gst_rate_percent: fields.gstRatePercent,
    sac: fields.sac,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<{
    [K in keyof typeof columns]: Exclude<(typeof columns)[K], undefined>;
  }>;
}

/** The car as its audit entries show it (docs/decisions/019-audit-log.md): the fields a form sets. */
export function carAuditFields(row: CarRow): Record<string, unknown> {
  return {
    name: row.name,
    brand: row.brand,
    type: row.type,
    fuel: row.fuel,
    seats: row.seats,
    transmission: row.transmission,
    price: row.price,
    featured: row.featured === 1,
    available: row.available === 1,
    description: row.description,
    features: JSON.parse(row.features) as string[],
    registrationNumber: row.registration_number,
    branch: row.branch,
    images: JSON.parse(row.images) as string[],
    pricePerHour: row.price_per_hour,
    minHours: row.min_hours,
    pricePerWeek: row.price_per_week,
    pricePerMonth: row.price_per_month,
    unlimitedKmPerDay: row.unlimited_km_per_day,
    gstRatePercent: row.gst_rate_percent,
    sac: row.sac,
  };
}
