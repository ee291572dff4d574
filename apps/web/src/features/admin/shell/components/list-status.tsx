import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';

/** A large spinner while a screen's data loads; the label is read out. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}

interface ListStatusProps {
  /** The last action's failure, announced as it appears. */
  error: string | null;
  onDismissError: () => void;
  loading: boolean;
  loadingLabel: string;
  /** True once the list has loaded with nothing in it. */
  empty: boolean;
  emptyMessage: string;
}

/** What an admin list says above its items: a failed action, loading, or that it is empty. */
export function ListStatus({
  error,
  onDismissError,
  loading,
  loadingLabel,
  empty,
  emptyMessage,
}: ListStatusProps) {
  return (
    <>
      <div aria-live="polite">
        {error && (
          <Alert variant="danger" dismissible onClose={onDismissError}>
            {error}
          </Alert>
        )}
      </div>
      {loading && <LoadingBlock label={loadingLabel} />}
      {empty && <p className="text-body-secondary">{emptyMessage}</p>}
    </>
  );
}
