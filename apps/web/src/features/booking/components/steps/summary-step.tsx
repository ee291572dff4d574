import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { Car } from '@rental/shared/cars';
import type { KmPlan } from '@rental/shared/pricing/rate-card';
import { formatCalendarDate, formatClockTime } from '@/lib/date-format';
import type { BookingFormValues, StepId } from '@/features/booking/booking-steps';
import type { PromoState } from '@/features/booking/hooks/use-promo-code';
import type { QuoteState } from '@/features/booking/api/get-quote';
import { PromoCodeField } from '../promo-code-field';
import { QuoteLines } from '../quote-lines';

interface SummaryStepProps {
  car: Car;
  onEdit: (step: StepId) => void;
  locked: boolean;
  promo: PromoState;
  quote: QuoteState;
  kmPlan: KmPlan;
}

function when(date: string, time: string): string {
  return date && time ? `${formatCalendarDate(date)}, ${formatClockTime(time)}` : '—';
}

function Section(props: {
  title: string;
  step: StepId;
  onEdit: (step: StepId) => void;
  locked: boolean;
  children: ReactNode;
}) {
  return (
    <section className="summary-section">
      <div className="d-flex align-items-center mb-1">
        <h3 className="h6 mb-0 me-auto">{props.title}</h3>
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={() => props.onEdit(props.step)}
          disabled={props.locked}
        >
          Edit<span className="visually-hidden"> {props.title.toLowerCase()}</span>
        </button>
      </div>
      <div className="small">{props.children}</div>
    </section>
  );
}

/**
 * Step 6: the car and the server's quote (the total the booking will carry), the promo code, and
 * what was entered, each with its Edit.
 */
export function SummaryStep({ car, onEdit, locked, promo, quote, kmPlan }: SummaryStepProps) {
  const v = useWatch<BookingFormValues>() as BookingFormValues;
  return (
    <>
      <p className="mb-2">
        <span className="text-body-secondary">Car:</span> <strong>{car.name}</strong>
      </p>
      <QuoteLines car={car} quote={quote} heading="h3" />
      <PromoCodeField promo={promo} locked={locked} />
      <div className="d-grid gap-3">
        <Section title="Schedule" step="schedule" onEdit={onEdit} locked={locked}>
          <p className="mb-1">
            <span className="text-body-secondary">Pickup:</span> {when(v.pickupDate, v.pickupTime)}
            <br />
            <span className="text-body-secondary">Return:</span> {when(v.returnDate, v.returnTime)}
          </p>
          <p className="mb-0">
            {v.purpose} · to {v.destination}
            <br />
            {v.originalDocumentsSubmitted}
            <br />
            {kmPlan === 'unlimited' ? 'Unlimited km' : 'Limited km'}
          </p>
        </Section>
        <Section title="Your details" step="details" onEdit={onEdit} locked={locked}>
          {v.customerName} · {v.customerPhone}
          <br />
          <span className="text-break">{v.customerEmail}</span>
        </Section>
        <Section title="Address" step="address" onEdit={onEdit} locked={locked}>
          {v.address}, {v.city}, {v.state} {v.pinCode}
        </Section>
        <Section title="Licence" step="licence" onEdit={onEdit} locked={locked}>
          {v.driverLicenseNumber.toUpperCase()} · {v.dlIssuedState}
          <br />
          Born {v.dateOfBirth ? formatCalendarDate(v.dateOfBirth) : '—'}
        </Section>
        <Section title="Notes" step="notes" onEdit={onEdit} locked={locked}>
          {v.notes.trim() ? (
            <span className="text-break summary-notes">{v.notes}</span>
          ) : (
            <span className="text-body-secondary">No notes</span>
          )}
        </Section>
      </div>
      <p className="small text-body-secondary mt-3 mb-0">
        Your booking is confirmed by a call, a chat message or an e-mail after we check it. Pay by
        UPI, card, net banking or cash.
      </p>
    </>
  );
}
