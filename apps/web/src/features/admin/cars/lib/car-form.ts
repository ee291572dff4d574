import { DEFAULT_BRANCH } from '@rental/shared/business';
import type { Car } from '@rental/shared/cars';
import { CarFieldsSchema, splitFeatures } from '@rental/shared/cars';
import { IMAGE_MIME_TYPES, MAX_CAR_IMAGES, MAX_IMAGE_BYTES } from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';
import {
  CAR_FIELD_LABELS,
  OPTIONAL_CAR_FIELDS,
  type CarFormValues,
  type CarTextField,
} from './car-fields';

const TEXT_FIELDS = Object.keys(CAR_FIELD_LABELS) as CarTextField[];

export const EMPTY_CAR_FORM: CarFormValues = {
  name: '',
  brand: '',
  registrationNumber: '',
  type: '',
  fuel: '',
  seats: '',
  transmission: '',
  price: '',
  description: '',
  features: '',
  branch: DEFAULT_BRANCH,
  pricePerHour: '',
  minHours: '',
  pricePerWeek: '',
  pricePerMonth: '',
  unlimitedKmPerDay: '',
  gstRatePercent: '',
  sac: '',
  featured: false,
  available: true,
};

const optional = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function carToFormValues(car: Car): CarFormValues {
  return {
    name: car.name,
    brand: car.brand,
    registrationNumber: car.registrationNumber,
    type: car.type,
    fuel: car.fuel,
    seats: String(car.seats),
    transmission: car.transmission,
    price: String(car.price),
    description: car.description,
    features: car.features.join(', '),
    branch: car.branch ?? DEFAULT_BRANCH,
    pricePerHour: optional(car.pricePerHour),
    minHours: optional(car.minHours),
    pricePerWeek: optional(car.pricePerWeek),
    pricePerMonth: optional(car.pricePerMonth),
    unlimitedKmPerDay: optional(car.unlimitedKmPerDay),
    gstRatePercent: optional(car.gstRatePercent),
    sac: car.sac ?? '',
    featured: car.featured,
    available: car.available,
  };
}

/**
 * docs/product.md#cars: every field except images and featured must be non-empty ('Please fill the {field}
 * field.'); beyond that the shared schema the server also applies (seats, price range,
 * registration number format of docs/product.md#cars).
 */
export function validateCarFields(values: CarFormValues): Partial<Record<CarTextField, string>> {
  const errors: Partial<Record<CarTextField, string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = field === 'features' ? splitFeatures(values.features).join() : values[field];
    if (!value.trim() && !OPTIONAL_CAR_FIELDS.includes(field)) {
      errors[field] = MESSAGES.fillField(CAR_FIELD_LABELS[field]);
    }
  }
  const parsed = CarFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CarTextField;
      if (TEXT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * docs/product.md#cars: at most 3 images of JPEG, PNG or WEBP (docs/product.md#cars: at most 5 MB each). Returns the
 * message for a bad selection, which the form then clears.
 */
export function imageSelectionError(files: readonly File[]): string | null {
  if (files.length > MAX_CAR_IMAGES) return MESSAGES.uploadAtMostThree;
  const allowed: readonly string[] = IMAGE_MIME_TYPES;
  if (files.some((f) => !allowed.includes(f.type))) return MESSAGES.uploadBadType;
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) {
    return `Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** The multipart body of POST /api/cars/add and PUT /api/cars/{id} (docs/product.md#api). */
export function toCarFormData(
  values: CarFormValues,
  images: readonly File[],
  mode: 'add' | 'edit',
): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    if (field !== 'features') body.append(field, values[field].trim());
  }
  for (const feature of splitFeatures(values.features)) body.append('features[]', feature);
  body.append('featured', String(values.featured));
  if (mode === 'edit') body.append('available', String(values.available));
  for (const image of images) body.append('images', image);
  return body;
}
