import { BranchCards } from '@/components/branch-cards';

/** docs/product.md#screens: the branch list with address and phone. */
export function BranchList() {
  return (
    <section className="section section--lazy section--tint" aria-labelledby="branches-title">
      <div className="container">
        <div className="mb-4">
          <span className="eyebrow">Our branches</span>
          <h2 id="branches-title" className="section-title">
            Three branches in East Hyderabad
          </h2>
          <p className="lead-muted mb-0">
            Walk in at any hour, or ask for doorstep delivery from the branch nearest to you.
          </p>
        </div>
        <BranchCards />
      </div>
    </section>
  );
}
