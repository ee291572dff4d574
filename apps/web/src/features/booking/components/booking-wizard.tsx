import './booking.css';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bookingPeriod } from '@rental/shared/availability-rule';
import type { Car } from '@rental/shared/cars';
import { BOOKING_REDIRECT_MS } from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';
import { usePeriodCheck } from '@/api/car-busy';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import {
  EMPTY_BOOKING,
  LAST_STEP,
  STEP_FIELDS,
  STEP_TITLES,
  stepOfField,
  toBookingRequest,
  type BookingFormValues,
} from '../booking-steps';
import { bookingResolver } from '../hooks/booking-resolver';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import type { ThankYouState } from '../thank-you-state';
import { BookingAside } from './booking-aside';
import { BookingSubmitError, type SubmitFailure } from './booking-submit-error';
import { BookingCarSummary } from './booking-car-summary';
import { StepProgress } from './step-progress';
import { AddressStep } from './steps/address-step';
import { DetailsStep } from './steps/details-step';
import { LicenceStep } from './steps/licence-step';
import { NotesStep } from './steps/notes-step';
import { ScheduleStep } from './steps/schedule-step';
import { SummaryStep } from './steps/summary-step';

export interface BookingProfile {
  name: string;
  mobile: string;
  email: string;
}

interface BookingWizardProps {
  car: Car;
  /** The customer's profile (GET /users/customerData), or the stored copy while it loads. */
  profile: BookingProfile | null;
  /** docs/product.md#availability: pickup and return chosen on the car list or detail ('YYYY-MM-DDTHH:mm', IST). */
  initialDates?: { from: string; to: string };
}

/** docs/product.md#screens and #booking: the six-step booking form for one car. */
export function BookingWizard({ car, profile, initialDates }: BookingWizardProps) {
  const form = useForm<BookingFormValues>({
    defaultValues: {
      ...EMPTY_BOOKING,
      ...(initialDates?.from && {
        pickupDate: initialDates.from.slice(0, 10),
        pickupTime: initialDates.from.slice(11, 16),
      }),
      ...(initialDates?.to && {
        returnDate: initialDates.to.slice(0, 10),
        returnTime: initialDates.to.slice(11, 16),
      }),
      customerName: profile?.name ?? '',
      customerEmail: profile?.email ?? '',
      customerPhone: profile?.mobile ?? '',
    },
    resolver: bookingResolver,
    mode: 'onTouched',
  });
  const { setValue, trigger, setError, setFocus, handleSubmit } = form;
  // docs/product.md#availability: as soon as both dates are set, whether the car looks free for them (a hint; the
  // server decides on Book Now).
  const [pickupDate, pickupTime, returnDate, returnTime] = useWatch({
    control: form.control,
    name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'],
  });
  const periodCheck = usePeriodCheck(
    car._id,
    bookingPeriod({ pickupDate, pickupTime, returnDate, returnTime }),
  );
  const [step, setStep] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [booked, setBooked] = useState<ThankYouState | null>(null);
  const { submit } = useSubmitBooking();
  const { isSubmitting } = form.formState;
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const locked = isSubmitting || booked !== null;

  // Step 0 is the profile, read-only; the e-mail is typed only when the profile has none.
  const { name, mobile, email } = profile ?? { name: '', mobile: '', email: '' };
  useEffect(() => {
    if (name) setValue('customerName', name);
    if (mobile) setValue('customerPhone', mobile);
    if (email) setValue('customerEmail', email);
  }, [name, mobile, email, setValue]);

  // Each step change moves focus to the step's heading, so keyboard and screen reader users follow.
  // A layout effect: the focus must land before any later interaction moves it elsewhere.
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // docs/product.md#booking: after a booking, wait 3 s, then show the confirmation.
  useEffect(() => {
    if (!booked) return;
    const timer = setTimeout(() => navigate('/thank-you', { state: booked }), BOOKING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [booked, navigate]);

  function goTo(target: number) {
    setStep(Math.min(LAST_STEP, Math.max(0, target)));
    setBlocked(false);
  }

  async function next() {
    const ok = await trigger([...STEP_FIELDS[step]!], { shouldFocus: true });
    // A period the calendar shows as taken cannot go on; the step says why beside the dates.
    if (ok && step === 3 && periodCheck === 'taken') setFocus('pickupDate');
    else if (ok) goTo(step + 1);
    else setBlocked(true);
  }

  async function book(values: BookingFormValues) {
    setFailure(null);
    try {
      const created = await submit(toBookingRequest(values, car._id));
      setBooked({
        bookingId: created._id,
        carName: created.carName,
        totalAmount: created.totalAmount,
        totalDays: created.totalDays,
        pickupDateTime: created.pickupDateTime,
        returnDateTime: created.returnDateTime,
      });
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error)).filter(([f]) => f in EMPTY_BOOKING);
      for (const [field, message] of fields) {
        setError(field as keyof BookingFormValues, { type: 'server', message });
      }
      setFailure({
        message: serverMessage(error, MESSAGES.bookingFailed),
        code: error instanceof ApiError ? (error.code ?? '') : '',
        fields,
      });
    }
  }

  function invalid(errors: FieldErrors<BookingFormValues>) {
    const first = Math.min(...Object.keys(errors).map(stepOfField));
    goTo(first);
    setBlocked(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    if (step < LAST_STEP) {
      void next();
      return;
    }
    void handleSubmit(book, invalid)();
  }

  return (
    <FormProvider {...form}>
      <div className="row g-4 booking-page">
        <div className="col-12 col-lg-8">
          <BookingCarSummary car={car} />
          <form noValidate onSubmit={onSubmit}>
            <StepProgress step={step} />
            <div className="card border-0 shadow-sm booking-card">
              <div className="card-body p-3 p-sm-4">
                <h2
                  id="booking-step-title"
                  ref={headingRef}
                  tabIndex={-1}
                  className="h4 mb-3 booking-step-title"
                >
                  {STEP_TITLES[step]}
                </h2>
                <div aria-live="polite">
                  {blocked && (
                    <div className="alert alert-danger py-2" role="alert">
                      {MESSAGES.bookingStepIncomplete}
                    </div>
                  )}
                </div>
                {failure && step === LAST_STEP && (
                  <BookingSubmitError failure={failure} onGoTo={goTo} />
                )}
                {booked && (
                  <div
                    className="alert alert-success d-flex align-items-center gap-2"
                    role="status"
                  >
                    <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                    Booking received! Taking you to your confirmation...
                  </div>
                )}

                {step === 0 && <DetailsStep emailLocked={Boolean(email)} />}
                {step === 1 && <AddressStep />}
                {step === 2 && <LicenceStep />}
                {step === 3 && <ScheduleStep pricePerDay={car.price} periodCheck={periodCheck} />}
                {step === 4 && <NotesStep />}
                {step === 5 && <SummaryStep car={car} onEdit={goTo} locked={locked} />}
              </div>
              <div className="card-footer border-0 p-3 p-sm-4 pt-sm-0 d-flex gap-2 booking-actions">
                {step > 0 && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-lg px-4"
                    onClick={() => goTo(step - 1)}
                    disabled={locked}
                  >
                    Back
                  </button>
                )}
                {step < LAST_STEP ? (
                  <button key="next" type="submit" className="btn btn-primary btn-lg flex-grow-1">
                    Next
                  </button>
                ) : (
                  <button
                    key="book"
                    type="submit"
                    className="btn btn-success btn-lg flex-grow-1"
                    disabled={locked}
                    onClick={(event) => {
                      // The second click of a double click on Next lands here: it is not a booking.
                      if (event.detail > 1) event.preventDefault();
                    }}
                  >
                    {isSubmitting && (
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    )}
                    {isSubmitting ? 'Booking...' : 'Book Now'}
                  </button>
                )}
              </div>
            </div>
          </form>
        </div>
        <div className="col-12 col-lg-4">
          <BookingAside car={car} showTotals={step !== 3 && step !== LAST_STEP} />
        </div>
      </div>
    </FormProvider>
  );
}
