import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  BLOCK_REASON_MAX,
  BlockCustomerSchema,
  type CustomerDetail,
} from '@rental/shared/customer-directory';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { useBlockCustomer, useUnblockCustomer } from '../api/customer-writes';

/**
 * docs/product.md#customers: whether the renter is blocked, why and by whom; the owner blocks
 * with a reason and unblocks. A blocked renter's bookings already made stay as they are.
 */
export function CustomerBlock({ customer }: { customer: CustomerDetail }) {
  const id = useId();
  const block = useBlockCustomer(customer.id);
  const unblock = useUnblockCustomer(customer.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BlockCustomerSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    block.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        setFailure('');
      },
      onError: (e) => setFailure(serverMessage(e, 'The renter could not be blocked.')),
    });
  };

  const blocked = customer.blocked;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="visually-hidden">
        Block
      </h2>
      <div aria-live="polite">
        {failure && (
          <Alert variant="danger" dismissible onClose={() => setFailure('')}>
            {failure}
          </Alert>
        )}
      </div>
      {blocked ? (
        <Alert variant="danger" className="mb-0">
          <p className="fw-semibold mb-1">Blocked: this renter cannot book online.</p>
          <p className="mb-1" style={{ whiteSpace: 'pre-line' }}>
            {blocked.reason}
          </p>
          <p className="small mb-0">
            By {blocked.by}, {formatDateTime(blocked.at)}. Bookings made before stay as they are.
          </p>
          {customer.canBlock && (
            <Button
              variant="outline-dark"
              size="sm"
              className="mt-2"
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(undefined, {
                  onError: (e) =>
                    setFailure(serverMessage(e, 'The renter could not be unblocked.')),
                })
              }
            >
              {unblock.isPending ? 'Unblocking…' : 'Unblock renter'}
            </Button>
          )}
        </Alert>
      ) : customer.canBlock && !open ? (
        <Button
          ref={openRef}
          variant="outline-danger"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => reasonRef.current?.focus());
          }}
        >
          Block renter
        </Button>
      ) : customer.canBlock ? (
        <form onSubmit={submit} noValidate className="border border-danger rounded-3 p-3 bg-body">
          <FormField
            id={`${id}-reason`}
            label="Why block this renter?"
            hint="They will be told to call the branch; bookings already made stay."
            error={error}
          >
            {(control) => (
              <textarea
                {...control}
                ref={reasonRef}

                rows={2}
                maxLength={BLOCK_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={block.isPending}>
              {block.isPending ? 'Blocking…' : 'Block renter'}
            </Button>
            <Button
              variant="outline-secondary"
              onClick={() => {
                setOpen(false);
                setError(undefined);
                requestAnimationFrame(() => openRef.current?.focus());
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
