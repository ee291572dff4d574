import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { describePromo, type PromoCode } from '@rental/shared/promo';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { formatDate } from '@/features/admin/shell/lib/format';
import { useDeactivatePromoCode } from '../api/deactivate-promo-code';
import { usePromoCodes } from '../api/list-promo-codes';

function validity(code: PromoCode): string {
  if (code.validFrom && code.validTo)
    return `${formatDate(code.validFrom)} to ${formatDate(code.validTo)}`;
  if (code.validFrom) return `From ${formatDate(code.validFrom)}`;
  if (code.validTo) return `Until ${formatDate(code.validTo)}`;
  return 'Always';
}

function limits(code: PromoCode): string {
  const parts = [
    `${code.minDays}+ ${code.minDays === 1 ? 'day' : 'days'}`,
    code.carTypes.length ? code.carTypes.join(', ') : 'every type',
    code.branches.length ? code.branches.join(', ') : 'every branch',
  ];
  if (code.oncePerRenter) parts.push('once per renter');
  return parts.join(' · ');
}

/** docs/product.md#promo-codes: every code with its rules and uses; edit or deactivate. */
export function PromoCodesList({ onEdit }: { onEdit: (code: PromoCode) => void }) {
  const codes = usePromoCodes();
  const deactivate = useDeactivatePromoCode();
  const [stopping, setStopping] = useState<PromoCode | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!stopping) return;
    const id = stopping._id;
    setStopping(null);
    setError(null);
    deactivate.mutate(id, {
      onError: () => setError('Could not deactivate the code. Please try again.'),
    });
  };

  return (
    <section aria-labelledby="promo-list-title">
      <h2 id="promo-list-title" className="h5 mb-3">
        Codes{codes.data ? ` (${codes.data.length})` : ''}
      </h2>
      <ListStatus
        error={error}
        onDismissError={() => setError(null)}
        loading={codes.isPending}
        loadingLabel="Loading promo codes"
        empty={codes.data?.length === 0}
        emptyMessage="No promo codes yet."
      />
      <ul className="row g-3 list-unstyled">
        {codes.data?.map((code) => (
          <li className="col-12 col-md-6 col-xl-4" key={code._id}>
            <article className="card h-100 shadow-sm" aria-labelledby={`promo-${code._id}`}>
              <div className="card-body d-flex flex-column gap-1">
                <div className="d-flex align-items-center gap-2">
                  <h3 id={`promo-${code._id}`} className="h6 mb-0 font-monospace me-auto">
                    {code.code}
                  </h3>
                  <span
                    className={`badge rounded-pill ${code.active ? 'text-bg-success' : 'text-bg-secondary'}`}
                  >
                    {code.active ? 'Active' : 'Inactive'}
                  </span>
                </div>
                <p className="fw-semibold mb-0">{describePromo(code)}</p>
                <p className="small mb-0">{validity(code)}</p>
                <p className="small text-body-secondary mb-0">{limits(code)}</p>
                <p className="small mb-2">
                  Used {code.uses}
                  {code.maxUses === null ? ' times, no limit' : ` of ${code.maxUses}`}
                </p>
                <div className="d-flex gap-2 mt-auto">
                  <Button size="sm" variant="outline-primary" onClick={() => onEdit(code)}>
                    Edit<span className="visually-hidden"> {code.code}</span>
                  </Button>
                  {code.active && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setStopping(code)}
                      disabled={deactivate.isPending && deactivate.variables === code._id}
                    >
                      Deactivate<span className="visually-hidden"> {code.code}</span>
                    </Button>
                  )}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={stopping !== null}
        title="Deactivate code"
        message={`Deactivate ${stopping?.code ?? 'this code'}? Renters can no longer use it; bookings made with it keep their discount.`}
        confirmLabel="Deactivate"
        confirmVariant="danger"
        onConfirm={confirm}
        onCancel={() => setStopping(null)}
      />
    </section>
  );
}
