import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingPeriod } from '@rental/shared/availability-rule';
import type { QuoteAnswer } from '@rental/shared/pricing/quote-schemas';
import type { KmPlan } from '@rental/shared/pricing/rate-card';
import { apiRequest } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// docs/product.md#rate-plans: every figure of the booking form comes from GET /api/quote, the
// server's pricing of the car for the period; the browser computes none of them.

export interface QuoteQuery {
  carId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  kmPlan: KmPlan;
  promoCode?: string;
  /** docs/product.md#doorstep-delivery: the PIN codes of doorstep legs, priced as quote lines. */
  deliveryPickupPin?: string;
  deliveryReturnPin?: string;
  /** docs/product.md#protection-plans: the plan picked; the server's default when absent. */
  protectionPlanId?: string;
}

export function getQuote(query: QuoteQuery, signal?: AbortSignal): Promise<QuoteAnswer> {
  const params = new URLSearchParams({
    carId: query.carId,
    pickupDate: query.pickupDate,
    pickupTime: query.pickupTime,
    returnDate: query.returnDate,
    returnTime: query.returnTime,
    kmPlan: query.kmPlan,
    ...(query.promoCode ? { promoCode: query.promoCode } : {}),
    ...(query.deliveryPickupPin ? { deliveryPickupPin: query.deliveryPickupPin } : {}),
    ...(query.deliveryReturnPin ? { deliveryReturnPin: query.deliveryReturnPin } : {}),
    ...(query.protectionPlanId ? { protectionPlanId: query.protectionPlanId } : {}),
  });
  return apiRequest<QuoteAnswer>(`/quote?${params.toString()}`, { signal });
}

/** Typing a time changes it digit by digit: ask once the schedule rests. */
const SETTLE_MS = 250;

/** The quote for the schedule, once it is a real period; idle (no query) before that. */
export function useQuote(query: QuoteQuery) {
  // A string, so that a render with the same answers is the same value.
  const settled = JSON.parse(useDebouncedValue(JSON.stringify(query), SETTLE_MS)) as QuoteQuery;
  const ready = bookingPeriod(query) !== null && bookingPeriod(settled) !== null;
  const result = useQuery({
    queryKey: ['quote', settled] as const,
    queryFn: ({ signal }) => getQuote(settled, signal),
    enabled: ready,
    // The lines stay on screen (marked as updating) while the next answer comes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const fresh =
    ready && JSON.stringify(query) === JSON.stringify(settled) && !result.isPlaceholderData;
  const current = fresh && result.isSuccess;
  const error = fresh && result.isError ? result.error : null;
  return {
    /** null until the schedule is a real period; the previous answer while the next comes. */
    quote: ready ? (result.data ?? null) : null,
    /** The quote is for this very schedule, km plan and code. */
    current,
    pending: ready && !current && !error,
    error,
  };
}

export type QuoteState = ReturnType<typeof useQuote>;
