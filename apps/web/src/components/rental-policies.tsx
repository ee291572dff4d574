import { usePolicyFigures } from '@/api/policy';
import { RENTAL_POLICIES, type Policy } from './rental-policy-list';

const textOf = (policy: Policy, figures: ReturnType<typeof usePolicyFigures>['data']) =>
  typeof policy.text === 'string' ? policy.text : figures ? policy.text(figures) : '–';

/** The policies as a definition list. */
export function RentalPolicies({ compact = false }: { compact?: boolean }) {
  const figures = usePolicyFigures().data;
  return (
    <dl className={`policy-list${compact ? ' policy-list--compact' : ''}`}>
      {RENTAL_POLICIES.map((policy) => (
        <div key={policy.title} className="policy-list__item">
          <dt>{policy.title}</dt>
          <dd>{textOf(policy, figures)}</dd>
        </div>
      ))}
    </dl>
  );
}
