import type { ReactNode } from 'react';
import type { Car } from '@rental/shared/cars';
import type { BOOKING_STEPS } from '@rental/shared/constants';
import type { PeriodCheck } from '@/api/car-busy';
import { STEP_FIELDS, type BookingField, type StepId } from '../booking-steps';
import type { QuoteState } from '../api/get-quote';
import type { PromoState } from '../hooks/use-promo-code';
import type { ExtrasContext } from './booking-extras';
import { AddressStep } from './steps/address-step';
import { DetailsStep } from './steps/details-step';
import { LicenceStep } from './steps/licence-step';
import { NotesStep } from './steps/notes-step';
import { ScheduleStep } from './steps/schedule-step';
import { SummaryStep } from './steps/summary-step';

/** What the wizard hands to the step on screen. */
export interface StepContext {
  car: Car;
  periodCheck: PeriodCheck;
  /** The profile has an e-mail, so the details step shows it read-only. */
  emailLocked: boolean;
  locked: boolean;
  goTo: (step: StepId) => void;
  /** The summary's promo code (docs/product.md#promo-codes). */
  promo: PromoState;
  /** docs/product.md#rate-plans: the server's price of the schedule, and the choices that change it. */
  quote: QuoteState;
  extras: ExtrasContext;
}

interface WizardStep {
  id: StepId;
  title: string;
  /** Validated by Next before the step is left. */
  fields: readonly BookingField[];
  /** The step shows the quote itself, so the aside does not. */
  showsTotals?: boolean;
  render: (context: StepContext) => ReactNode;
}

/** docs/product.md#screens and #booking: the six steps of the booking form, in order. */
const STEPS = [
  {
    id: 'details',
    title: 'Your Details',
    fields: STEP_FIELDS.details,
    render: ({ emailLocked }) => <DetailsStep emailLocked={emailLocked} />,
  },
  {
    id: 'address',
    title: 'Address Info',
    fields: STEP_FIELDS.address,
    render: () => <AddressStep />,
  },
  {
    id: 'licence',
    title: 'License & ID',
    fields: STEP_FIELDS.licence,
    render: () => <LicenceStep />,
  },
  {
    id: 'schedule',
    title: 'Booking Schedule',
    fields: STEP_FIELDS.schedule,
    showsTotals: true,
    render: ({ car, periodCheck, quote, extras }) => (
      <ScheduleStep car={car} periodCheck={periodCheck} quote={quote} extras={extras} />
    ),
  },
  {
    id: 'notes',
    title: 'Additional Notes',
    fields: STEP_FIELDS.notes,
    render: () => <NotesStep />,
  },
  {
    id: 'summary',
    title: 'Booking Summary',
    fields: STEP_FIELDS.summary,
    showsTotals: true,
    render: ({ car, goTo, locked, promo, quote, extras }) => (
      <SummaryStep
        car={car}
        onEdit={goTo}
        locked={locked}
        promo={promo}
        quote={quote}
        kmPlan={extras.kmPlan}
      />
    ),
  },
] as const satisfies readonly WizardStep[] & { length: typeof BOOKING_STEPS };

export const WIZARD_STEPS: readonly WizardStep[] = STEPS;
