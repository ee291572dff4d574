import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '@rental/shared/audit';

// The audit page keeps its filters in the address (?actor=&booking=&car=&from=&to=&page=), so a
// filtered view can be reloaded, shared and reached with Back.

export interface AuditFilters {
  actorId: string;
  bookingId: string;
  carId: string;
  from: string;
  to: string;
}

export interface AuditParams extends AuditFilters {
  page: number;
}

const KEYS: Record<keyof AuditFilters, string> = {
  actorId: 'actor',
  bookingId: 'booking',
  carId: 'car',
  from: 'from',
  to: 'to',
};

export function parseAuditParams(params: URLSearchParams): AuditParams {
  const page = Number(params.get('page'));
  const filters = Object.fromEntries(
    Object.entries(KEYS).map(([field, key]) => [field, params.get(key)?.trim() ?? '']),
  ) as unknown as AuditFilters;
  return { ...filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function writeAuditParams(audit: AuditParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(KEYS)) {
    const value = audit[field as keyof AuditFilters];
    if (value) params.set(key, value);
  }
  if (audit.page > 1) params.set('page', String(audit.page));
  return params;
}

export function toAuditQuery(audit: AuditParams): AuditQuery {
  return {
    actorId: audit.actorId || undefined,
    bookingId: audit.bookingId || undefined,
    carId: audit.carId || undefined,
    from: audit.from || undefined,
    to: audit.to || undefined,
    limit: AUDIT_PAGE_SIZE,
    offset: (audit.page - 1) * AUDIT_PAGE_SIZE,
  };
}

/** Reads and changes the filters; new filters go back to page 1. */
export function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseAuditParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<AuditParams>) => {
      setSearchParams((previous) => {
        const next = { ...parseAuditParams(previous), ...changes };
        if (changes.page === undefined) next.page = 1;
        return writeAuditParams(next);
      });
    },
    [setSearchParams],
  );
  return [params, update] as const;
}
