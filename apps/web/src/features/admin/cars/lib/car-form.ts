import { BRANCH_NAMES, DEFAULT_BRANCH } from '@rental/shared/business';
import type { Car } from '@rental/shared/cars';
import { CAR_PRICE_PER_DAY, CAR_SEATS, CarFieldsSchema, splitFeatures } from '@rental/shared/cars';
import {
  CAR_TYPES,
  FUELS,
  IMAGE_MIME_TYPES,
  MAX_CAR_IMAGES,
  MAX_IMAGE_BYTES,
  TRANSMISSIONS,
} from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';

/** What the add-car and edit-car forms hold: text as typed, two checkboxes. */
export interface CarFormValues {
  name: string;
  brand: string;
  registrationNumber: string;
  type: string;
  fuel: string;
  seats: string;
  transmission: string;
  price: string;
  description: string;
  features: string;
  /** docs/product.md#availability: the car's home branch, one of BRANCH_NAMES. */
  branch: string;
  featured: boolean;
  available: boolean;
}

export type CarTextField = Exclude<keyof CarFormValues, 'featured' | 'available'>;

/** How a field is typed in; each kind is one control of the car form. */
export type CarFieldInput =
  | {
      kind: 'text';
      /** A registration number is typed in capitals and is not a word to correct. */
      code?: boolean;
    }
  | { kind: 'number'; min: number; max: number }
  /** Whole rupees, shown after a ₹ sign. */
  | { kind: 'rupees'; min: number }
  | { kind: 'paragraph'; rows: number }
  | {
      kind: 'choice';
      options: readonly string[];
      /** An empty first option ('Choose...'), so nothing is chosen until someone chooses. */
      unchosen: boolean;
    };

export type CarField = CarFieldInput & {
  name: CarTextField;
  /** Also the {field} of 'Please fill the {field} field.' (docs/product.md#cars). */
  label: string;
  hint?: string;
  /** The field's box: its column in a row and its bottom margin (mb-3 when not given). */
  className?: string;
};

/**
 * The car details of the add-car and edit-car forms, in the order shown; the fields of an inner
 * list share a row, side by side from their column's breakpoint.
 */
export const CAR_FIELDS: readonly (CarField | readonly CarField[])[] = [
  [
    { name: 'name', label: 'Name', kind: 'text', className: 'col-md-6 mb-3' },
    { name: 'brand', label: 'Brand', kind: 'text', className: 'col-md-6 mb-3' },
  ],
  {
    name: 'registrationNumber',
    label: 'Registration number',
    kind: 'text',
    code: true,
    hint: 'Indian format, e.g. TS 08 AB 1234.',
  },
  [
    {
      name: 'type',
      label: 'Type',
      kind: 'choice',
      options: CAR_TYPES,
      unchosen: true,
      className: 'col-sm-6 mb-3',
    },
    {
      name: 'fuel',
      label: 'Fuel',
      kind: 'choice',
      options: FUELS,
      unchosen: true,
      className: 'col-sm-6 mb-3',
    },
    {
      name: 'transmission',
      label: 'Transmission',
      kind: 'choice',
      options: TRANSMISSIONS,
      unchosen: true,
      className: 'col-sm-6 mb-3',
    },
    { name: 'seats', label: 'Seats', kind: 'number', ...CAR_SEATS, className: 'col-sm-6 mb-3' },
  ],
  {
    name: 'branch',
    label: 'Branch',
    kind: 'choice',
    options: BRANCH_NAMES,
    unchosen: false,
    hint: 'Where the car is picked up and returned.',
  },
  {
    name: 'price',
    label: 'Price per day',
    kind: 'rupees',
    min: CAR_PRICE_PER_DAY.min,
    hint: 'Whole rupees per day.',
  },
  { name: 'description', label: 'Description', kind: 'paragraph', rows: 4 },
  {
    name: 'features',
    label: 'Features',
    kind: 'text',
    hint: 'Separate with commas, e.g. AC, Bluetooth, Reverse camera.',
    className: 'mb-0',
  },
];

/** Field labels by field; also the {field} of 'Please fill the {field} field.'. */
export const CAR_FIELD_LABELS = Object.fromEntries(
  CAR_FIELDS.flat().map((field) => [field.name, field.label]),
) as Record<CarTextField, string>;

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
  featured: false,
  available: true,
};

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
    if (!value.trim()) errors[field] = MESSAGES.fillField(CAR_FIELD_LABELS[field]);
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
