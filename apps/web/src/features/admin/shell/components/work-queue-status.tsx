import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { serverMessage } from '@/lib/server-message';
import { LoadingBlock } from './list-status';

interface QueueQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data?: readonly unknown[];
}

/**
 * The top of a work queue (payments to check, disputes, deposit returns): the outcome of the last
 * decision, then the loading, failed or empty state. A decided card leaves the list with the
 * button that had focus, so each new outcome takes the focus.
 */
export function WorkQueueStatus({
  outcome,
  onCloseOutcome,
  query,
  loading,
  failed,
  empty,
}: {
  outcome: string | null;
  onCloseOutcome: () => void;
  query: QueueQuery;
  /** The name of the loading placeholder. */
  loading: string;
  /** Shown when the queue cannot be read and the server gave no reason. */
  failed: string;
  empty: string;
}) {
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  return (
    <>
      <div aria-live="polite">
        {outcome && (
          <Alert
            ref={outcomeRef}
            variant="success"
            tabIndex={-1}
            dismissible
            onClose={onCloseOutcome}
          >
            {outcome}
          </Alert>
        )}
      </div>
      {query.isPending && <LoadingBlock label={loading} />}
      {query.isError && <Alert variant="danger">{serverMessage(query.error, failed)}</Alert>}
      {query.isSuccess && query.data?.length === 0 && (
        <p className="text-center text-body-secondary border rounded-3 py-5 px-3 bg-body">
          {empty}
        </p>
      )}
    </>
  );
}
