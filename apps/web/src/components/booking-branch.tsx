import { branchFacts, telLink } from '@rental/shared/business';
import { doorstepLegs } from '@rental/shared/pricing/quote';
import { IconPhone, IconPin } from './icons';
import { IconClock } from './feature-icons';
import './booking-branch.css';

interface BookingBranchProps {
  branch: string;
  /** The heading's id, for the section's name. */
  headingId: string;
  /** h2 on the thank-you screen, h4 inside a booking card. */
  headingLevel: 2 | 4;
  /** The booking's quote lines: a doorstep leg is not at the branch. */
  lines?: readonly { kind: string; label: string }[];
}

/** What the branch is for in this booking, when a leg comes to the renter's door. */
function branchRole(door: { pickup?: string; return?: string }): string {
  if (door.pickup && door.return) return 'Your branch';
  if (door.pickup) return 'Return';
  if (door.return) return 'Pickup';
  return 'Pickup and return';
}

/**
 * docs/product.md#branches: where a booked car is picked up and returned, with a phone to tap and
 * a maps link, so the renter never has to look the branch up after booking.
 */
export function BookingBranch({ branch, headingId, headingLevel, lines }: BookingBranchProps) {
  const facts = branchFacts(branch);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const door = doorstepLegs(lines ?? []);
  return (
    <section className="booking-branch" aria-labelledby={headingId}>
      <Heading id={headingId} className={headingLevel === 2 ? 'h5 mb-2' : 'h6 mb-1'}>
        {branchRole(door)}: {facts.name} branch
      </Heading>
      {[door.pickup, door.return].map(
        (label) =>
          label && (
            <p key={label} className="booking-branch__line fw-semibold">
              <IconPin />
              <span>{label}: we come to your address.</span>
            </p>
          ),
      )}
      {facts.address && (
        <p className="booking-branch__line">
          <IconPin />
          <span>{facts.address}</span>
        </p>
      )}
      <p className="booking-branch__line">
        <IconClock />
        <span>{facts.hours}</span>
      </p>
      <div className="d-grid gap-2 d-sm-flex">
        <a className="btn btn-outline-primary btn-sm" href={telLink(facts.phone)}>
          <IconPhone /> Call the branch <span>{facts.phone}</span>
        </a>
        {facts.mapsUrl && (
          <a
            className="btn btn-outline-secondary btn-sm"
            href={facts.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
