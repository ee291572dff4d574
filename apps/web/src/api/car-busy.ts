import { useQuery } from '@tanstack/react-query';
import type { CarBusy } from '@rental/shared/availability';
import { isPeriodFree } from '@rental/shared/availability-rule';
import { MAX_CALENDAR_DAYS } from '@rental/shared/constants';
import { addDays, DAY_MS, toKolkataDate } from '@rental/shared/kolkata-time';
import { apiRequest } from '@/lib/api-client';
import { carKeys } from './cars';

// docs/product.md#availability: when a car is held (GET /api/cars/{id}/busy: intervals only, no customer data), for
// the car-detail calendar and the booking form's check. The car detail and the booking form both
// read it, so it lives beside the other car reads.

export function getCarBusy(
  id: string,
  from: string,
  days: number,
  signal?: AbortSignal,
): Promise<CarBusy> {
  const query = new URLSearchParams({ from, days: String(days) });
  return apiRequest<CarBusy>(`/cars/${encodeURIComponent(id)}/busy?${query.toString()}`, {
    signal,
  });
}

/** The busy intervals of `days` Kolkata days from `from` ('YYYY-MM-DD'). */
export function useCarBusy(id: string, from: string, days: number, enabled = true) {
  return useQuery({
    queryKey: [...carKeys.detail(id), 'busy', from, days] as const,
    queryFn: ({ signal }) => getCarBusy(id, from, days, signal),
    enabled: enabled && Boolean(id),
    // A booking by someone else should show up when the renter comes back to the screen.
    staleTime: 30_000,
  });
}

export type PeriodCheck = 'idle' | 'checking' | 'free' | 'taken' | 'unknown';

/**
 * Whether the car looks free for `period` (null while the renter is still choosing): its busy
 * intervals around the period against the shared rule, cleaning buffer included. Only a hint:
 * the server decides when the booking is sent.
 */
export function usePeriodCheck(id: string, period: { from: Date; to: Date } | null): PeriodCheck {
  // The window: the Kolkata days the period touches, plus one on each side for the buffer.
  const first = period ? addDays(toKolkataDate(period.from), -1) : '';
  const span = period ? Math.ceil((period.to.getTime() - period.from.getTime()) / DAY_MS) : 0;
  const days = Math.min(MAX_CALENDAR_DAYS, span + 3);
  const busy = useCarBusy(id, first, days, Boolean(period));
  if (!period) return 'idle';
  if (busy.isPending) return 'checking';
  if (busy.isError) return 'unknown';
  const free = isPeriodFree(period, busy.data.intervals, {
    available: busy.data.available,
    bufferMs: busy.data.bufferMinutes * 60_000,
  });
  return free ? 'free' : 'taken';
}
