import { formatKolkataDay } from '@/lib/date-format';

interface ProfileDetailsProps {
  name: string;
  mobile: string;
  email: string;
  createdAt?: string;
}

/** docs/product.md#screens (Account tab): full name and mobile, plus e-mail and member-since. */
export function ProfileDetails({ name, mobile, email, createdAt }: ProfileDetailsProps) {
  return (
    <>
      <h2 className="visually-hidden">Account details</h2>
      <dl className="profile-details mb-0">
        <div>
          <dt>Full name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>+91 {mobile}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className="text-break">
            {email || <span className="text-body-secondary">Not given</span>}
          </dd>
        </div>
        {createdAt && (
          <div>
            <dt>Member since</dt>
            <dd>{formatKolkataDay(createdAt)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
