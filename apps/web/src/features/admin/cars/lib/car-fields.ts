import { BRANCH_NAMES } from '@rental/shared/business';
import { CAR_PRICE_PER_DAY, CAR_SEATS } from '@rental/shared/cars';
import { CAR_TYPES, FUELS, TRANSMISSIONS } from '@rental/shared/constants';
import { GST_RATES, MAX_MIN_HOURS } from '@rental/shared/pricing/rate-card';

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
  /** docs/product.md#rate-plans: the optional plans and GST; '' for none (or the default). */
  pricePerHour: string;
  minHours: string;
  pricePerWeek: string;
  pricePerMonth: string;
  unlimitedKmPerDay: string;
  gstRatePercent: string;
  sac: string;
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
  /** May stay empty: a plan the car does not have, or the default GST. */
  optional?: boolean;
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
  [
    {
      name: 'pricePerHour',
      label: 'Price per hour',
      kind: 'rupees',
      min: 1,
      optional: true,
      hint: 'Leave empty if the car is not rented by the hour.',
      className: 'col-sm-6 mb-3',
    },
    {
      name: 'minHours',
      label: 'Minimum hours',
      kind: 'number',
      min: 1,
      max: MAX_MIN_HOURS,
      optional: true,
      className: 'col-sm-6 mb-3',
    },
    {
      name: 'pricePerWeek',
      label: 'Price per week',
      kind: 'rupees',
      min: 1,
      optional: true,
      hint: '7 days.',
      className: 'col-sm-6 mb-3',
    },
    {
      name: 'pricePerMonth',
      label: 'Price per month',
      kind: 'rupees',
      min: 1,
      optional: true,
      hint: '28 days.',
      className: 'col-sm-6 mb-3',
    },
  ],
  {
    name: 'unlimitedKmPerDay',
    label: 'Unlimited km, per day',
    kind: 'rupees',
    min: 1,
    optional: true,
    hint: 'Added per rental day when the renter chooses unlimited km; leave empty to offer limited km only.',
  },
  [
    {
      name: 'gstRatePercent',
      label: 'GST rate (%)',
      kind: 'choice',
      options: GST_RATES.map(String),
      unchosen: true,
      optional: true,
      hint: 'Your tax adviser decides the rate; empty uses the default setting.',
      className: 'col-sm-6 mb-3',
    },
    {
      name: 'sac',
      label: 'Service code (SAC)',
      kind: 'text',
      code: true,
      optional: true,
      hint: '6 digits; empty uses the default setting.',
      className: 'col-sm-6 mb-3',
    },
  ],
  { name: 'description', label: 'Description', kind: 'paragraph', rows: 4 },
  {
    name: 'features',
    label: 'Features',
    kind: 'text',
    hint: 'Separate with commas, e.g. AC, Bluetooth, Reverse camera.',
    className: 'mb-0',
  },
];

/** The fields that may stay empty. */
export const OPTIONAL_CAR_FIELDS: readonly CarTextField[] = CAR_FIELDS.flat()
  .filter((field) => field.optional)
  .map((field) => field.name);

/** Field labels by field; also the {field} of 'Please fill the {field} field.'. */
export const CAR_FIELD_LABELS = Object.fromEntries(
  CAR_FIELDS.flat().map((field) => [field.name, field.label]),
) as Record<CarTextField, string>;
