import { Link } from 'react-router';
import { BookingInput } from '../booking-input';

/** Step 0: name, e-mail and phone from the customer profile, read-only (docs/product.md#screens). */
export function DetailsStep({ emailLocked }: { emailLocked: boolean }) {
  return (
    <>
      <p className="text-body-secondary small">
        These come from your profile. To change your name, go to{' '}
        <Link to="/account?tab=update" className="text-decoration-underline">
          My account
        </Link>
        .
      </p>
      <BookingInput name="customerName" label="Full name" readOnly autoComplete="name" />
      <BookingInput
        name="customerEmail"
        label="E-mail"
        type="email"
        autoComplete="email"
        readOnly={emailLocked}
        required
        hint={
          emailLocked
            ? undefined
            : 'Your profile has no e-mail yet: we send the booking confirmation here.'
        }
      />
      <BookingInput
        name="customerPhone"
        label="Phone"
        type="tel"
        readOnly
        autoComplete="tel-national"
      />
    </>
  );
}
