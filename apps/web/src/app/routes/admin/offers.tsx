import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { OfferForm } from '@/features/admin/offers/components/offer-form';
import { OffersGrid } from '@/features/admin/offers/components/offers-grid';

/** spec 2 /adminoffers: offer management (decisions 4: with the admin token). */
export function AdminOffersPage() {
  return (
    <AdminPage title="Offer Management">
      <OfferForm />
      <OffersGrid />
    </AdminPage>
  );
}
