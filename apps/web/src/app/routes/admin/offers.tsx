import { AdminPage } from '@/features/admin/components/admin-page';
import { OfferForm } from '@/features/admin/components/offer-form';
import { OffersGrid } from '@/features/admin/components/offers-grid';

/** spec 2 /adminoffers: offer management (decisions 4: with the admin token). */
export function AdminOffersPage() {
  return (
    <AdminPage title="Offer Management">
      <OfferForm />
      <OffersGrid />
    </AdminPage>
  );
}
