import Button from 'react-bootstrap/Button';
import type { ProtectionPlan } from '@rental/shared/protection';
import { formatRupees } from '@rental/shared/rental';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { useProtectionPlans } from '../api/list-protection-plans';

/** docs/product.md#protection-plans: every plan, withdrawn ones too, as cards on a phone. */
export function ProtectionPlansList({ onEdit }: { onEdit: (plan: ProtectionPlan) => void }) {
  const { data, error, isPending, refetch } = useProtectionPlans();
  return (
    <section aria-labelledby="plan-list-title">
      <h2 id="plan-list-title" className="h5 mb-3">
        Plans{data ? ` (${data.length})` : ''}
      </h2>
      <ListStatus
        error={error ? error.message : null}
        onDismissError={() => void refetch()}
        loading={isPending}
        loadingLabel="Loading protection plans"
        empty={data?.length === 0}
        emptyMessage="No protection plans yet."
      />
      {data && data.length > 0 && (
        <ul className="row g-3 list-unstyled">
          {data.map((plan) => (
            <li className="col-12 col-md-6 col-xl-4" key={plan._id}>
              <PlanCard plan={plan} onEdit={() => onEdit(plan)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlanCard({ plan, onEdit }: { plan: ProtectionPlan; onEdit: () => void }) {
  const titleId = `plan-${plan._id}`;
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column gap-1">
        <div className="d-flex align-items-center gap-2">
          <h3 id={titleId} className="h6 mb-0 me-auto text-break">
            {plan.name}
          </h3>
          <span
            className={`badge rounded-pill ${plan.active ? 'text-bg-success' : 'text-bg-secondary'}`}
          >
            {plan.active ? 'Offered' : 'Withdrawn'}
          </span>
        </div>
        <dl className="row small mb-2">
          <dt className="col-6 fw-normal text-body-secondary">Price a day</dt>
          <dd className="col-6 mb-0">{formatRupees(plan.pricePerDay)}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Damage cap</dt>
          <dd className="col-6 mb-0">{formatRupees(plan.damageCap)}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Order</dt>
          <dd className="col-6 mb-0">{plan.sortOrder}</dd>
        </dl>
        <div className="mt-auto">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={onEdit}
            aria-label={`Edit ${plan.name}`}
          >
            Edit
          </Button>
        </div>
      </div>
    </article>
  );
}
