import Button from 'react-bootstrap/Button';
import { AUDIT_PAGE_SIZE } from '@rental/shared/audit';
import { useCars } from '@/api/cars';
import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { formatCount } from '@/features/admin/shell/lib/format';
import { useAuditActors, useAuditPage } from '../api/get-audit';
import { toAuditQuery, useAuditParams, writeAuditParams } from '../hooks/use-audit-params';
import { AuditEntryList } from './audit-entry-list';
import { AuditFilterForm } from './audit-filter-form';

/** docs/product.md#audit-log: the owner's audit log, filtered and paged on the server. */
export function AuditLog() {
  const [params, update] = useAuditParams();
  const { data, error, isPending, isFetching } = useAuditPage(toAuditQuery(params));
  const actors = useAuditActors();
  const cars = useCars();
  const carNames = new Map((cars.data ?? []).map((car) => [car._id, car.name]));
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const { page, ...filters } = params;

  return (
    <>
      <AuditFilterForm
        // A filter changed from elsewhere (Back, a link) shows in a fresh form.
        key={writeAuditParams({ ...params, page: 1 }).toString()}
        filters={filters}
        actors={actors.data ?? []}
        cars={cars.data ?? []}
        onApply={(next) => update(next)}
      />
      <div aria-live="polite">
        {error && <p className="text-danger">{error.message}</p>}
        {data && (
          <p className="small text-body-secondary mb-2">
            {data.total === 0
              ? 'No changes match these filters.'
              : `${formatCount(data.total)} ${data.total === 1 ? 'change' : 'changes'}, newest first` +
                (pageCount > 1 ? ` · page ${page} of ${pageCount}` : '')}
          </p>
        )}
      </div>
      {isPending && !error && <LoadingBlock label="Loading changes" />}
      {data && (
        <div aria-busy={isFetching}>
          <AuditEntryList entries={data.entries} carName={(id) => carNames.get(id)} />
        </div>
      )}
      {pageCount > 1 && (
        <nav aria-label="Audit log pages" className="d-flex justify-content-between gap-2 mt-3">
          <Button
            variant="outline-primary"
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 })}
          >
            Newer
          </Button>
          <Button
            variant="outline-primary"
            disabled={page >= pageCount}
            onClick={() => update({ page: page + 1 })}
          >
            Older
          </Button>
        </nav>
      )}
    </>
  );
}
