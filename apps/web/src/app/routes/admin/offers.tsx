import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { OfferForm } from '@/features/admin/offers/components/offer-form';
import { OffersGrid } from '@/features/admin/offers/components/offers-grid';

/** docs/product.md#screens /adminoffers: offer management (docs/product.md#security: with the admin token). */
export function AdminOffersPage() {
  return (
    <AdminPage title="Offer Management">
      <OfferForm />
      <OffersGrid />
    </AdminPage>
  );
}
