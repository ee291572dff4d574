import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FASTAG_COLUMN_LABELS, type FastagColumn, type FastagMapping } from '@rental/shared/fastag';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useDeleteFastagMapping, useFastagMappings } from '../api/mappings';

/** docs/product.md#fastag-statements: the banks whose columns are saved, each with delete. */
export function SavedMappings() {
  const { data, error, isPending, refetch } = useFastagMappings();
  const remove = useDeleteFastagMapping();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onDelete = (mapping: FastagMapping) => {
    setFailure(null);
    setDone(null);
    remove.mutate(mapping.id, {
      onSuccess: () => setDone(`${mapping.bank}: columns deleted.`),
      onError: (e) =>
        setFailure(serverMessage(e, 'Could not delete the columns. Please try again.')),
    });
  };

  return (
    <section aria-labelledby="fastag-mappings-title" className="mt-4 mb-4">
      <h2 id="fastag-mappings-title" className="h5">
        Banks' saved columns{data ? ` (${data.length})` : ''}
      </h2>
      <ListStatus
        error={failure ?? (error ? error.message : null)}
        onDismissError={() => {
          setFailure(null);
          void refetch();
        }}
        loading={isPending}
        loadingLabel="Loading the banks' columns"
        empty={data?.length === 0}
        emptyMessage="No bank's columns are saved yet: they are asked the first time a statement's headers are not the usual ones."
      />
      <p role="status" className="small mb-2">
        {done}
      </p>
      {data && data.length > 0 && (
        <ul className="list-group">
          {data.map((mapping) => (
            <li key={mapping.id} className="list-group-item">
              <div className="d-flex align-items-start gap-2">
                <div className="me-auto">
                  <span className="fw-medium text-break">{mapping.bank}</span>
                  <p className="small mb-0 text-break">
                    {(Object.keys(mapping.columns) as FastagColumn[])
                      .map((field) => `${FASTAG_COLUMN_LABELS[field]}: ${mapping.columns[field]}`)
                      .join(' · ')}
                  </p>
                  <p className="small text-body-secondary mb-0">
                    Saved {formatKolkataDateTime(mapping.savedAt)}
                    {mapping.savedBy && ` by ${mapping.savedBy}`}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={remove.isPending}
                  aria-label={`Delete the columns of ${mapping.bank}`}
                  onClick={() => onDelete(mapping)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
