import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { MaintenanceBlock } from '@rental/shared/blocks';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { serverMessage } from '@/lib/server-message';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { useCarBlocks } from '../api/get-car-blocks';
import { useDeleteBlock } from '../api/delete-block';
import { SchedulePeriod } from './schedule-period';

/** docs/product.md#availability: every maintenance block of the car, each removable after a confirmation. */
export function BlockList({ carId }: { carId: string }) {
  const blocks = useCarBlocks(carId);
  const remove = useDeleteBlock();
  const [pending, setPending] = useState<MaintenanceBlock | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // 'Ended' as of the last fetch: the list refreshes with every change.
  const now = blocks.dataUpdatedAt;

  const confirm = () => {
    if (!pending) return;
    const block = pending;
    setNotice(null);
    remove.mutate(
      { carId, blockId: block._id },
      {
        onSuccess: () => setNotice({ ok: true, text: `Block removed: ${block.reason}.` }),
        onError: (error) =>
          setNotice({
            ok: false,
            text: serverMessage(error, 'Could not remove the block. Please try again.'),
          }),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <section aria-labelledby="block-list-title">
      <h3 id="block-list-title" className="h6 mb-3">
        Maintenance blocks
      </h3>
      <div aria-live="polite">
        {notice && (
          <Alert
            variant={notice.ok ? 'success' : 'danger'}
            dismissible
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
      </div>
      {blocks.isPending && (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading blocks</span>
        </Spinner>
      )}
      {blocks.isError && (
        <Alert variant="danger">
          {serverMessage(blocks.error, 'Could not load the blocks. Please try again.')}
        </Alert>
      )}
      {blocks.data?.length === 0 && (
        <p className="small text-body-secondary mb-0">No maintenance blocks.</p>
      )}
      {blocks.data && blocks.data.length > 0 && (
        <ul className="list-group small">
          {blocks.data.map((block) => {
            const ended = new Date(block.to).getTime() <= now;
            return (
              <li
                key={block._id}
                className="list-group-item d-flex align-items-start justify-content-between gap-2"
              >
                <div className="min-w-0">
                  <p className="fw-semibold mb-1">
                    {block.reason}
                    {ended && <span className="badge text-bg-secondary ms-2">Ended</span>}
                  </p>
                  <p className="mb-1">
                    <SchedulePeriod from={block.from} to={block.to} />
                  </p>
                  <p className="text-body-secondary mb-0">
                    Added by {block.createdBy} on {formatDateTime(block.createdAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="flex-shrink-0"
                  onClick={() => setPending(block)}
                >
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    block {block.reason}, {formatDateTime(block.from)}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        show={pending !== null}
        title="Remove block"
        message={
          pending && (
            <>
              Remove the block “{pending.reason}” (
              <SchedulePeriod from={pending.from} to={pending.to} />
              )? The car can then be booked for that period.
            </>
          )
        }
        confirmLabel="Remove"
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
