import './booking.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bookingPeriod } from '@rental/shared/availability-rule';
import type { Car } from '@rental/shared/cars';
import { ERROR_CODES } from '@rental/shared/api-error';
import { BOOKING_REDIRECT_MS } from '@rental/shared/constants';
import { PinCodeSchema } from '@rental/shared/fields';
import { MESSAGES } from '@rental/shared/messages';
import type { KmPlan } from '@rental/shared/pricing/rate-card';
import { usePeriodCheck } from '@/api/car-busy';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { EMPTY_BOOKING, toBookingRequest, type BookingFormValues } from '../booking-steps';
import { useQuote } from '../api/get-quote';
import { bookingResolver } from '../hooks/booking-resolver';
import { usePromoCode } from '../hooks/use-promo-code';
import { useBookingWizard } from '../hooks/use-booking-wizard';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import type { RememberedAnswers } from '../remembered-answers';
import type { ThankYouState } from '../thank-you-state';
import { BookingAside } from './booking-aside';
import { BookingSubmitError, type SubmitFailure } from './booking-submit-error';
import { BookingCarSummary } from './booking-car-summary';
import { useDeliveryChoice } from '../hooks/use-delivery-choice';
import { fullHourOf, useFreeHourPick } from '../hooks/use-free-hour-pick';
import { DeliveryChoice } from './delivery-choice';
import { HourMovedNotice } from './hour-moved-notice';
import { StepProgress } from './step-progress';

export interface BookingProfile {
  name: string;
  mobile: string;
  email: string;
}

interface BookingWizardProps {
  car: Car;
  /** The customer's profile (GET /users/customerData, else the stored copy): read once, at mount. */
  profile: BookingProfile | null;
  /** The address and licence of the renter's newest booking (docs/product.md#booking): read once, at mount. */
  remembered?: RememberedAnswers;
  /** docs/product.md#availability: pickup and return chosen on the car list or detail ('YYYY-MM-DDTHH:mm', IST). */
  initialDates?: { from: string; to: string };
}

/** docs/product.md#screens and #booking: the six-step booking form for one car. */
/** A doorstep leg is priced once its PIN code is whole. */
function validPin(pin: string | undefined): string | undefined {
  return PinCodeSchema.safeParse(pin).success ? pin : undefined;
}

export function BookingWizard({ car, profile, remembered, initialDates }: BookingWizardProps) {
  const form = useForm<BookingFormValues>({
    defaultValues: {
      ...EMPTY_BOOKING,
      ...remembered,
      ...(initialDates?.from && {
        pickupDate: initialDates.from.slice(0, 10),
        pickupTime: initialDates.from.slice(11, 16),
      }),
      ...(initialDates?.to && {
        returnDate: initialDates.to.slice(0, 10),
        returnTime: initialDates.to.slice(11, 16),
      }),
      // The details step shows the profile read-only; the e-mail is typed only when it has none.
      customerName: profile?.name ?? '',
      customerEmail: profile?.email ?? '',
      customerPhone: profile?.mobile ?? '',
    },
    resolver: bookingResolver,
    mode: 'onTouched',
  });
  const { setError, handleSubmit } = form;
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
  const promo = usePromoCode(car._id, { pickupDate, pickupTime, returnDate, returnTime });
  const [kmPlan, setKmPlan] = useState<KmPlan>('limited');
  const [protectionPlanId, setProtectionPlanId] = useState<string | undefined>();
  const delivery = useDeliveryChoice();
  // docs/product.md#rate-plans: the server prices every step; the booking is priced the same way.
  const pickupPin = validPin(delivery.request?.pickup?.pin);
  const returnPin = validPin(delivery.request?.return?.pin);
  const quote = useQuote({
    carId: car._id,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    kmPlan,
    ...(promo.applied ? { promoCode: promo.applied.code } : {}),
    ...(pickupPin ? { deliveryPickupPin: pickupPin } : {}),
    ...(returnPin ? { deliveryReturnPin: returnPin } : {}),
    ...(protectionPlanId ? { protectionPlanId } : {}),
  });
  const { step, index, isLast, blocked, headingRef, next, back, goTo, showInvalid } =
    useBookingWizard(form, periodCheck);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [booked, setBooked] = useState<ThankYouState | null>(null);
  const { submit } = useSubmitBooking();
  const { isSubmitting } = form.formState;
  const navigate = useNavigate();
  const bookedRef = useRef<HTMLDivElement>(null);
  const locked = isSubmitting || booked !== null;
  const [emailLocked] = useState(() => Boolean(profile?.email));
  const freeHour = useFreeHourPick(form);

  // docs/product.md#booking: after a booking, wait 3 s, then show the confirmation.
  useEffect(() => {
    if (!booked) return;
    // Book Now is disabled from here on: the outcome takes focus rather than the page body.
    bookedRef.current?.focus();
    const timer = setTimeout(() => navigate('/thank-you', { state: booked }), BOOKING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [booked, navigate]);

  async function book(values: BookingFormValues) {
    setFailure(null);
    freeHour.clear();
    try {
      const request = toBookingRequest(values, car._id, kmPlan, promo.applied?.code);
      const created = await submit({
        ...request,
        delivery: delivery.request,
        ...(protectionPlanId ? { protectionPlanId } : {}),
      });
      setBooked({
        bookingId: created._id,
        reference: created.reference,
        branch: created.branch,
        heldUntil: created.heldUntil,
        advanceAmount: created.advance.amount,
        carName: created.carName,
        totalAmount: created.totalAmount,
        lines: created.quote.lines.map(({ kind, label, amount }) => ({ kind, label, amount })),
        gstRatePercent: created.gstRatePercent,
        promoCode: created.promoCode,
        discount: created.discount,
        totalDays: created.totalDays,
        pickupDateTime: created.pickupDateTime,
        returnDateTime: created.returnDateTime,
      });
    } catch (error) {
      // docs/product.md#promo-codes: the code no longer applies; the renter books without it.
      if (error instanceof ApiError && error.code === ERROR_CODES.promoRefused) {
        promo.refused(error.message);
      }
      // docs/product.md#doorstep-delivery: a leg's address field the server refused goes beside
      // that field on the schedule step, which opens with the field focused.
      if (delivery.showServerErrors(serverFieldErrors(error)) > 0) goTo('schedule');
      const fields = Object.entries(serverFieldErrors(error)).filter(([f]) => f in EMPTY_BOOKING);
      for (const [field, message] of fields) {
        setError(field as keyof BookingFormValues, { type: 'server', message });
      }
      setFailure({
        message: serverMessage(error, MESSAGES.bookingFailed),
        code: error instanceof ApiError ? (error.code ?? '') : '',
        fields,
        fullHour: fullHourOf(error),
      });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    if (!isLast) {
      void next();
      return;
    }
    void handleSubmit(book, showInvalid)();
  }

  return (
    <FormProvider {...form}>
      <div className="row g-4 booking-page">
        <div className="col-12 col-lg-8">
          <BookingCarSummary car={car} />
          <form noValidate onSubmit={onSubmit}>
            <StepProgress step={index} />
            <div className="card border-0 shadow-sm booking-card">
              <div className="card-body p-3 p-sm-4">
                <h2
                  id="booking-step-title"
                  ref={headingRef}
                  tabIndex={-1}
                  className="h4 mb-3 booking-step-title"
                >
                  {step.title}
                </h2>
                <div aria-live="polite">
                  {blocked && (
                    <div className="alert alert-danger py-2" role="alert">
                      {MESSAGES.bookingStepIncomplete}
                    </div>
                  )}
                </div>
                {failure && isLast && (
                  <BookingSubmitError
                    failure={failure}
                    onGoTo={goTo}
                    onPickHour={(leg, hour) => {
                      setFailure(null);
                      freeHour.pick(leg, hour);
                    }}
                  />
                )}
                {freeHour.moved && isLast && <HourMovedNotice message={freeHour.moved} />}
                {booked && (
                  <div
                    ref={bookedRef}
                    tabIndex={-1}
                    className="alert alert-success d-flex align-items-center gap-2"
                    role="status"
                  >
                    <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                    Booking received! Taking you to your confirmation...
                  </div>
                )}

                {step.render({
                  car,
                  periodCheck,
                  emailLocked,
                  locked,
                  goTo,
                  promo,
                  quote,
                  extras: {
                    car,
                    kmPlan,
                    setKmPlan,
                    protectionPlanId,
                    setProtectionPlanId,
                    locked,
                  },
                })}
                {step.id === 'schedule' && (
                  <DeliveryChoice branch={car.branch} choice={delivery} disabled={locked} />
                )}
              </div>
              <div className="card-footer border-0 p-3 p-sm-4 pt-sm-0 d-flex gap-2 booking-actions">
                {index > 0 && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-lg px-4"
                    onClick={back}
                    disabled={locked}
                  >
                    Back
                  </button>
                )}
                {!isLast ? (
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
          <BookingAside car={car} showTotals={!step.showsTotals} quote={quote} />
        </div>
      </div>
    </FormProvider>
  );
}
