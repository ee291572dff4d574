import { useState } from 'react';
import type { PromoCheckAnswer } from '@rental/shared/promo';
import { serverMessage } from '@/lib/server-message';
import type { BookingFormValues } from '../booking-steps';
import { useCheckPromoCode } from '../api/check-promo-code';

type Schedule = Pick<BookingFormValues, 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime'>;

export interface PromoState {
  /** The server's answer for the code applied, or null. */
  applied: PromoCheckAnswer | null;
  /** Why the last code was refused, or null. */
  error: string | null;
  checking: boolean;
  apply(code: string): Promise<void>;
  remove(): void;
  /** The booking POST refused the code: show why and drop it. */
  refused(message: string): void;
}

interface Outcome {
  /** The schedule the outcome was for. */
  key: string;
  applied: PromoCheckAnswer | null;
  error: string | null;
}

/**
 * docs/product.md#promo-codes: the renter's code, checked by the server against this car and
 * schedule. A change of schedule drops it, since its discount was for the other days.
 */
export function usePromoCode(carId: string, schedule: Schedule): PromoState {
  const check = useCheckPromoCode();
  const key = `${schedule.pickupDate} ${schedule.pickupTime} ${schedule.returnDate} ${schedule.returnTime}`;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = outcome?.key === key ? outcome : null;

  return {
    applied: current?.applied ?? null,
    error: current?.error ?? null,
    checking: check.isPending,
    async apply(code) {
      setOutcome(null);
      try {
        const answer = await check.mutateAsync({ code, carId, ...schedule });
        setOutcome({ key, applied: answer, error: null });
      } catch (failure) {
        const message = serverMessage(
          failure,
          'The promo code could not be checked. Please try again.',
        );
        setOutcome({ key, applied: null, error: message });
      }
    },
    remove() {
      setOutcome(null);
    },
    refused(message) {
      setOutcome({ key, applied: null, error: message });
    },
  };
}
