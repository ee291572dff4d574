import { RENTAL_POLICIES } from './rental-policy-list';

/** The policies as a definition list. */
export function RentalPolicies({ compact = false }: { compact?: boolean }) {
  return (
    <dl className={`policy-list${compact ? ' policy-list--compact' : ''}`}>
      {RENTAL_POLICIES.map((policy) => (
        <div key={policy.title} className="policy-list__item">
          <dt>{policy.title}</dt>
          <dd>{policy.text}</dd>
        </div>
      ))}
    </dl>
  );
}
