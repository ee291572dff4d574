import { BRANCHES, BUSINESS_EMAIL, telLink } from '@rental/shared/business';
import { IconMail, IconPhone, IconPin } from './icons';
import { IconClock } from './feature-icons';

/** The three branches with address and phone (docs/product.md#screens: home branch list, about branch cards). */
export function BranchCards({ showEmail = false }: { showEmail?: boolean }) {
  return (
    <ul className="row g-3 g-lg-4 list-unstyled mb-0">
      {BRANCHES.map((branch) => (
        <li key={branch.name} className="col-12 col-md-4">
          <div className="branch-card h-100">
            <h3 className="h5 mb-3">{branch.name}</h3>
            <p className="branch-card__line">
              <IconPin />
              <span>{branch.address}</span>
            </p>
            <p className="branch-card__line">
              <IconPhone />
              <a href={telLink(branch.phone)}>
                <span className="visually-hidden">Call {branch.name} branch on </span>
                {branch.phone}
              </a>
            </p>
            {showEmail && (
              <p className="branch-card__line">
                <IconMail />
                <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
              </p>
            )}
            <p className="branch-card__line mb-0">
              <IconClock />
              <span>{branch.hours}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
