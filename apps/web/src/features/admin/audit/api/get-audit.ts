import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditActor, AuditEntry, AuditQuery } from '@rental/shared/audit';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { apiFetch, apiRequest } from '@/lib/api-client';

// docs/product.md#api: the owner's audit log (a page and its filtered total in x-total-count),
// the accounts for its person filter, and one booking's own changes. Kept under the 'admin'
// root, so every admin write that reloads the admin's lists reloads these too.

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, 'list', query] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
  booking: (bookingId: string) => [...auditKeys.all, 'booking', bookingId] as const,
};

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

export function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 0) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export async function getAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { data, headers } = await apiFetch<AuditEntry[]>(`/admin/audit${auditSearch(query)}`, {
    auth: 'admin',
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { entries: data, total: Number.isFinite(total) ? total : data.length };
}

/** One page of the log; the previous page stays on screen while the next one loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) =>
      apiRequest<AuditActor[]>('/admin/audit/actors', { auth: 'admin', signal }),
  });
}

export function useBookingAudit(bookingId: string) {
  return useQuery({
    queryKey: auditKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<AuditEntry[]>(`/bookings/${encodeURIComponent(bookingId)}/audit`, {
        auth: 'admin',
        signal,
      }),
  });
}
