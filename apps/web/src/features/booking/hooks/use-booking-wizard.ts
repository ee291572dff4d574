import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { PeriodCheck } from '@/api/car-busy';
import { stepOfField, type BookingFormValues, type StepId } from '../booking-steps';
import { WIZARD_STEPS } from '../components/wizard-steps';

const LAST = WIZARD_STEPS.length - 1;
const stepIndex = (id: StepId) => WIZARD_STEPS.findIndex((step) => step.id === id);

/**
 * The wizard's position and moves: Next validates the step's fields before leaving it, Back and
 * Edit go anywhere, and a refused submit goes to the first step with a reason.
 */
export function useBookingWizard(form: UseFormReturn<BookingFormValues>, periodCheck: PeriodCheck) {
  const [index, setIndex] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const step = WIZARD_STEPS[index]!;

  // Each step change moves focus to the step's heading, so keyboard and screen reader users follow.
  // A layout effect: the focus must land before any later interaction moves it elsewhere.
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  function show(target: number) {
    setIndex(Math.min(LAST, Math.max(0, target)));
    setBlocked(false);
  }

  async function next() {
    const ok = await form.trigger([...step.fields], { shouldFocus: true });
    // A period the calendar shows as taken cannot go on; the step says why beside the dates.
    if (ok && step.id === 'schedule' && periodCheck === 'taken') form.setFocus('pickupDate');
    else if (ok) show(index + 1);
    else setBlocked(true);
  }

  /** After a refused submit: the earliest step showing one of the fields. */
  function showInvalid(errors: FieldErrors<BookingFormValues>) {
    show(Math.min(...Object.keys(errors).map((field) => stepIndex(stepOfField(field)))));
    setBlocked(true);
  }

  return {
    step,
    index,
    isLast: index === LAST,
    blocked,
    headingRef,
    next,
    back: () => show(index - 1),
    goTo: (id: StepId) => show(stepIndex(id)),
    showInvalid,
  };
}
