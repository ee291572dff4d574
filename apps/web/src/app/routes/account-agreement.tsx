import { useParams } from 'react-router';
import { OwnPhoneAgreement } from '@/features/account/components/own-phone-agreement';
import { usePageMeta } from '@/lib/page-meta';

/** docs/product.md#rental-agreement: the link texted to the renter opens here. */
export function AccountAgreementPage() {
  usePageMeta('Rental agreement');
  const { id = '' } = useParams();
  return (
    <div className="container py-4">
      <div className="row justify-content-center">
        <div className="col-lg-7">
          <OwnPhoneAgreement bookingId={id} />
        </div>
      </div>
    </div>
  );
}
